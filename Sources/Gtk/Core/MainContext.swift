import CGtk

/// The one way back to the GTK thread.
///
/// GLib owns the main thread: inside `g_application_run`, work queued with
/// `Task { @MainActor in }` or `DispatchQueue.main` never runs. Results of background
/// work come back through `MainContext.run`, which queues a callback on GLib's default
/// main context (callable from any thread) at the priority of GLib's own I/O
/// completions; `whenIdle` puts work off until nothing more urgent is pending.
public enum MainContext {
    private final class Work: @unchecked Sendable {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    private static let releaseWork: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Work>.fromOpaque(data).release()
    }

    /// Runs `body` on the main thread soon, after what was queued before it: at
    /// `G_PRIORITY_DEFAULT`, as GLib's own I/O completions and D-Bus messages. A result
    /// handed back from another thread must not wait for an idle moment: a window that is
    /// always busy (a spinner's frames on a loaded machine, a screen reader's queries)
    /// has none, and the result would never arrive.
    public static func run(_ body: @escaping @Sendable @MainActor () -> Void) {
        run(priority: G_PRIORITY_DEFAULT, body)
    }

    /// Runs `body` on the main thread once no event, redraw or result is pending: for
    /// work put off until the current event and what it started are done (a menu item's
    /// action once the menu has closed), never for results from other threads.
    public static func whenIdle(_ body: @escaping @Sendable @MainActor () -> Void) {
        run(priority: G_PRIORITY_DEFAULT_IDLE, body)
    }

    private static func run(priority: Int32, _ body: @escaping @Sendable @MainActor () -> Void) {
        let data = Unmanaged.passRetained(Work(body)).toOpaque()
        g_idle_add_full(
            priority,
            { data in
                guard let data else { return 0 }
                let work = Unmanaged<Work>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { work.body() }
                return 0 // G_SOURCE_REMOVE
            }, data, releaseWork)
    }

    /// Runs `body` once after `milliseconds` on the main thread. Cancel with the handle.
    @MainActor @discardableResult
    public static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> TimeoutHandle {
        let handle = TimeoutHandle()
        let data = Unmanaged.passRetained(
            Work { [weak handle] in
                handle?.sourceID = 0
                body()
            }
        ).toOpaque()
        handle.sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                guard let data else { return 0 }
                let work = Unmanaged<Work>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { work.body() }
                return 0
            }, data, releaseWork)
        return handle
    }

    /// Runs the default main context until `condition` holds or `timeout` seconds pass;
    /// returns whether it held. For programs that drive the app from outside its main
    /// loop (the benchmarks, the tests), never in pages.
    @MainActor @discardableResult
    public static func iterate(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_pending(nil) != 0 {
                g_main_context_iteration(nil, 0)
            } else {
                g_usleep(1000)
            }
        }
        return true
    }

    /// Dispatches all pending events and idle work once.
    @MainActor
    public static func drain() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }
}

/// A pending `MainContext.after` timeout.
@MainActor
public final class TimeoutHandle {
    fileprivate(set) var sourceID: guint = 0
    /// Whether the timeout has neither fired nor been cancelled.
    public var isPending: Bool { sourceID != 0 }
    /// Cancels the timeout if it has not fired yet.
    public func cancel() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }
}
