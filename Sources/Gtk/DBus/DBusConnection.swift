import CGtk
import Foundation

/// A D-Bus connection (`GDBusConnection`): export objects on it and call methods.
/// Method calls to exported objects arrive on the main loop.
@MainActor
public final class DBusConnection {
    let connection: OpaquePointer

    init(retaining connection: OpaquePointer) {
        self.connection = connection
        g_object_ref(UnsafeMutableRawPointer(connection))
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(connection)) }

    /// The session bus (the shared connection GApplication uses too), or nil when there
    /// is none; `error` says why.
    public static func session() throws(DBusError) -> DBusConnection {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else { throw DBusError(taking: error) }
        let connection = DBusConnection(retaining: bus)
        g_object_unref(UnsafeMutableRawPointer(bus))
        return connection
    }

    /// This connection's unique name on the bus (":1.42").
    public var uniqueName: String? { g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } }

    /// Exports an object implementing `interface` (described by D-Bus introspection XML
    /// holding that one interface) at `path`. Each method call goes to `handler`, which
    /// must answer it with `reply` or `fail`, now or later. The export lasts until the
    /// returned registration is unregistered or released.
    public func export(
        interfaceXML: String, interface: String, at path: String,
        handler: @escaping @MainActor (DBusMethodCall) -> Void
    ) throws(DBusError) -> DBusRegistration {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(interfaceXML, &error) else { throw DBusError(taking: error) }
        defer { g_dbus_node_info_unref(node) }
        guard let info = g_dbus_node_info_lookup_interface(node, interface) else {
            throw DBusError(message: "interface \(interface) not in the introspection XML")
        }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let data, let method, let parameters, let invocation else { return }
            let handler = Unmanaged<ClosureBox<@MainActor (DBusMethodCall) -> Void>>.fromOpaque(data)
                .takeUnretainedValue().handler
            let call = DBusMethodCall(
                method: String(cString: method), parameters: Variant(parameters), invocation: invocation)
            MainActor.assumeIsolated { handler(call) }
        }
        let data = Unmanaged.passRetained(ClosureBox<@MainActor (DBusMethodCall) -> Void>(handler)).toOpaque()
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<ClosureBox<@MainActor (DBusMethodCall) -> Void>>.fromOpaque(data).release()
        }
        let id = g_dbus_connection_register_object(connection, path, info, &vtable, data, release, &error)
        guard id != 0 else {
            Unmanaged<ClosureBox<@MainActor (DBusMethodCall) -> Void>>.fromOpaque(data).release()
            throw DBusError(taking: error)
        }
        return DBusRegistration(connection: self, id: id)
    }

    /// Calls `method` of `interface` on the object at `path` of the bus name
    /// `destination`; `completion` gets the reply (a tuple) on the main loop.
    public func call(
        _ destination: String, path: String, interface: String, method: String,
        parameters: Variant?, timeoutMilliseconds: Int32 = 10_000,
        completion: @escaping @MainActor (Result<Variant, DBusError>) -> Void
    ) {
        let data = Unmanaged.passRetained(ClosureBox<@MainActor (Result<Variant, DBusError>) -> Void>(completion))
            .toOpaque()
        let ready: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let completion = Unmanaged<ClosureBox<@MainActor (Result<Variant, DBusError>) -> Void>>.fromOpaque(data)
                .takeRetainedValue().handler
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            let outcome: Result<Variant, DBusError> =
                reply.map { .success(Variant(adopting: $0)) } ?? .failure(DBusError(taking: error))
            MainActor.assumeIsolated { completion(outcome) }
        }
        g_dbus_connection_call(
            connection, destination, path, interface, method, parameters?.pointer, nil,
            G_DBUS_CALL_FLAGS_NONE, timeoutMilliseconds, nil, ready, data)
    }
}

/// An exported object; unregistered by `unregister()` or when released.
@MainActor
public final class DBusRegistration {
    private let connection: DBusConnection
    private var id: UInt32

    init(connection: DBusConnection, id: UInt32) {
        self.connection = connection
        self.id = id
    }

    public func unregister() {
        guard id != 0 else { return }
        g_dbus_connection_unregister_object(connection.connection, id)
        id = 0
    }

    isolated deinit { unregister() }
}

/// One incoming method call. Answer it exactly once with `reply` or `fail`; a call
/// dropped unanswered is answered with an error so the caller does not wait.
@MainActor
public final class DBusMethodCall {
    public let method: String
    /// The arguments, as a tuple.
    public let parameters: Variant
    private var invocation: OpaquePointer?

    init(method: String, parameters: Variant, invocation: OpaquePointer) {
        self.method = method
        self.parameters = parameters
        self.invocation = invocation
    }

    /// The argument at `index` of the parameters tuple.
    public func argument(_ index: Int) -> Variant? {
        let children = parameters.children
        return children.indices.contains(index) ? children[index] : nil
    }

    /// Answers with `value` (a tuple matching the method's out arguments; nil for none).
    public func reply(_ value: Variant?) {
        guard let invocation else { return }
        self.invocation = nil
        g_dbus_method_invocation_return_value(invocation, value?.pointer)
    }

    /// Answers with a D-Bus error (`org.freedesktop.DBus.Error.Failed` unless named).
    public func fail(_ message: String, name: String = "org.freedesktop.DBus.Error.Failed") {
        guard let invocation else { return }
        self.invocation = nil
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }

    isolated deinit {
        fail("the method call was not answered")
    }
}

/// A D-Bus or GLib error, with GLib's message.
public struct DBusError: Error, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) { self.message = message }

    /// Takes (and frees) a GError.
    init(taking error: UnsafeMutablePointer<GError>?) {
        if let error {
            message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            g_error_free(error)
        } else {
            message = "unknown error"
        }
    }

    public var description: String { message }
}
