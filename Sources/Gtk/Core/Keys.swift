import CGtk

/// The one table of key values (GDK keysyms) the code base uses: key handlers, shortcut
/// triggers and tests name keys from here, never by number.
public enum Key {
    public static let escape = UInt32(GDK_KEY_Escape)
    public static let returnKey = UInt32(GDK_KEY_Return)
    public static let keypadEnter = UInt32(GDK_KEY_KP_Enter)
    public static let space = UInt32(GDK_KEY_space)
    public static let tab = UInt32(GDK_KEY_Tab)
    public static let leftTab = UInt32(GDK_KEY_ISO_Left_Tab)
    public static let delete = UInt32(GDK_KEY_Delete)
    public static let keypadDelete = UInt32(GDK_KEY_KP_Delete)
    public static let menu = UInt32(GDK_KEY_Menu)
    public static let f1 = UInt32(GDK_KEY_F1)
    public static let f5 = UInt32(GDK_KEY_F5)
    public static let f10 = UInt32(GDK_KEY_F10)
    public static let left = UInt32(GDK_KEY_Left)
    public static let right = UInt32(GDK_KEY_Right)
    public static let up = UInt32(GDK_KEY_Up)
    public static let down = UInt32(GDK_KEY_Down)
    public static let home = UInt32(GDK_KEY_Home)
    public static let end = UInt32(GDK_KEY_End)
    public static let back = UInt32(GDK_KEY_Back)
    public static let plus = UInt32(GDK_KEY_plus)
    public static let equal = UInt32(GDK_KEY_equal)
    public static let minus = UInt32(GDK_KEY_minus)
    public static let question = UInt32(GDK_KEY_question)
    public static let keypadAdd = UInt32(GDK_KEY_KP_Add)
    public static let keypadSubtract = UInt32(GDK_KEY_KP_Subtract)
    public static let digit0 = UInt32(GDK_KEY_0)
    public static let digit1 = UInt32(GDK_KEY_1)
    public static let keypad0 = UInt32(GDK_KEY_KP_0)
    public static let keypad1 = UInt32(GDK_KEY_KP_1)
    public static let c = UInt32(GDK_KEY_c)
    public static let f = UInt32(GDK_KEY_f)
    public static let h = UInt32(GDK_KEY_h)
    public static let l = UInt32(GDK_KEY_l)
    public static let o = UInt32(GDK_KEY_o)
    public static let p = UInt32(GDK_KEY_p)
    public static let q = UInt32(GDK_KEY_q)
    public static let r = UInt32(GDK_KEY_r)
    public static let s = UInt32(GDK_KEY_s)
    public static let v = UInt32(GDK_KEY_v)
    public static let w = UInt32(GDK_KEY_w)
    public static let z = UInt32(GDK_KEY_z)

    /// The lower-case form of a letter key ("V" with Shift or Caps Lock is `v`), so that
    /// handlers compare against one name.
    public static func lowercased(_ keyval: UInt32) -> UInt32 { gdk_keyval_to_lower(keyval) }
}

/// Modifier keys held with a key (`GdkModifierType`), without the lock keys and mouse
/// buttons, so that Caps Lock or Num Lock never change what a shortcut means.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = Modifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = Modifiers(rawValue: GDK_ALT_MASK.rawValue)
    public static let `super` = Modifiers(rawValue: GDK_SUPER_MASK.rawValue)
    public static let hyper = Modifiers(rawValue: GDK_HYPER_MASK.rawValue)
    public static let meta = Modifiers(rawValue: GDK_META_MASK.rawValue)
    /// Every modifier a shortcut may be made of.
    public static let all: Modifiers = [.shift, .control, .alt, .super, .hyper, .meta]

    /// The modifiers of an event's state (the second argument of a key handler).
    public init(state: UInt32) { rawValue = state & Modifiers.all.rawValue }
}

/// One key with its modifiers, as a shortcut is written: `KeyCombo(Key.v, .control)`.
public struct KeyCombo: Hashable, Sendable {
    public let key: UInt32
    public let modifiers: Modifiers
    public init(_ key: UInt32, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// GTK's accelerator string ("<Control>v"), for accelerators, shortcut triggers and
    /// the Keyboard Shortcuts window.
    public var accelerator: String {
        guard let name = gtk_accelerator_name(key, GdkModifierType(rawValue: modifiers.rawValue)) else { return "" }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// Whether a key event (`keyval`, `state`) is this combination.
    public func matches(_ keyval: UInt32, state: UInt32) -> Bool {
        Modifiers(state: state) == modifiers && Key.lowercased(keyval) == Key.lowercased(key)
    }
}
