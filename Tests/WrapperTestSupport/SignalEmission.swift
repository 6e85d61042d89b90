import CGtk

@testable import Gtk

extension Object {
    /// Emits `signal` with numeric arguments, each converted to the type the signal
    /// declares (gdouble, gint, guint, gboolean, enums; pointer arguments get NULL), and
    /// returns its gboolean result (false for signals returning nothing).
    ///
    /// This is how tests drive gestures without synthesising input:
    /// `zoom.emit("scale-changed", 2.0)`, `drag.emit("drag-update", 30, 0)`,
    /// `click.emit("pressed", 1, 40, 40)`. Unknown signals or wrong argument counts
    /// emit nothing and return false.
    @discardableResult
    public func emit(_ signal: String, _ arguments: Double...) -> Bool {
        let instanceType = pointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        var id: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, instanceType, &id, &detail, 0) != 0 else { return false }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        guard Int(query.n_params) == arguments.count else { return false }

        var values = [GValue](repeating: GValue(), count: arguments.count + 1)
        g_value_init(&values[0], instanceType)
        g_value_set_object(&values[0], pointer)
        for (index, argument) in arguments.enumerated() {
            let type = FundamentalType.withoutStaticScope(query.param_types[index])
            g_value_init(&values[index + 1], type)
            switch g_type_fundamental(type) {
            case FundamentalType.boolean: g_value_set_boolean(&values[index + 1], argument != 0 ? 1 : 0)
            case FundamentalType.int: g_value_set_int(&values[index + 1], Int32(argument))
            case FundamentalType.uint: g_value_set_uint(&values[index + 1], UInt32(max(0, argument)))
            case FundamentalType.enumeration: g_value_set_enum(&values[index + 1], Int32(argument))
            case FundamentalType.flags: g_value_set_flags(&values[index + 1], UInt32(max(0, argument)))
            case FundamentalType.float: g_value_set_float(&values[index + 1], Float(argument))
            case FundamentalType.double: g_value_set_double(&values[index + 1], argument)
            default: break // pointers, boxed and objects stay NULL
            }
        }
        let returnType = FundamentalType.withoutStaticScope(query.return_type)
        var result = GValue()
        let returnsValue = returnType != FundamentalType.none
        if returnsValue { g_value_init(&result, returnType) }
        values.withUnsafeMutableBufferPointer { buffer in
            if returnsValue {
                g_signal_emitv(buffer.baseAddress, id, detail, &result)
            } else {
                g_signal_emitv(buffer.baseAddress, id, detail, nil)
            }
        }
        for index in values.indices { g_value_unset(&values[index]) }
        guard returnsValue else { return false }
        defer { g_value_unset(&result) }
        return g_type_fundamental(returnType) == FundamentalType.boolean && g_value_get_boolean(&result) != 0
    }
}
