import Dispatch
import Foundation
import Gtk
import Model

/// Small square pictures for list rows (Coffee List, City Guide), read from a store
/// and decoded off the main thread through the picture gate (`PictureFile`), then
/// cached. A picture that cannot be read or decoded is `.unreadable` (its row shows a
/// "missing image" symbol) and `onFailed` says why; it is never shown as "no picture".
///
/// Rows ask with `thumbnail(for:)`; the first ask queues a load and answers nil. When
/// the picture is ready, `onLoaded(id)` tells the page to bind that row again (not when
/// there is none: a row looks the same while its picture loads and without one). The most
/// recently asked coffees are loaded first (the ones on screen after a fast scroll), and
/// stale asks are dropped beyond `maxQueued`.
///
/// Pictures are decoded for the list's scale factor (`scale`: `side` × `scale` device
/// pixels a side), so that they are sharp on a HiDPI screen; a new scale forgets them.
@MainActor
final class Thumbnails: ScaledPictures {
    /// What is known about one coffee's picture.
    enum State: Sendable {
        case picture(Texture)
        case none
        /// The stored picture could not be read or decoded; why.
        case unreadable(String)
    }

    /// The side, in logical pixels, of the square thumbnails (the rows' picture size).
    static let side = 40
    /// Device pixels per logical pixel of the rows that show the pictures
    /// (`Widget.scaleFactor`); setting another forgets every picture.
    var scale = 1 {
        didSet {
            if scale != oldValue { invalidateAll() }
        }
    }
    /// Reads the stored picture (PNG or JPEG bytes) of an id; runs on the worker thread.
    private let image: @Sendable (Int64) throws -> Data?
    private var cache: [Int64: State] = [:]
    private var order: [Int64] = []
    private let capacity: Int
    private(set) var queued: [Int64] = []
    private var queuedSet: Set<Int64> = []
    private(set) var running = false
    private let maxQueued = 64
    /// Bumped when an entry is dropped, so that a load started before does not refill it.
    private var generation: [Int64: Int] = [:]
    private let worker: DispatchQueue
    /// Called on the main thread when the picture of a coffee is known.
    var onLoaded: (@MainActor (Int64) -> Void)?
    /// Called on the main thread when a stored picture could not be read, with why.
    var onFailed: (@MainActor (Int64, String) -> Void)?

    /// `label` names the worker thread; `image` reads one picture from the store.
    init(label: String, capacity: Int = 500, image: @escaping @Sendable (Int64) throws -> Data?) {
        self.image = image
        self.capacity = capacity
        worker = DispatchQueue(label: label, qos: .userInitiated)
    }

    /// The cached state, or nil (and a queued load) when not known yet.
    func thumbnail(for id: Int64) -> State? {
        if let state = cache[id] { return state }
        enqueue(id)
        return nil
    }

    /// Forgets a coffee's picture (it changed or the coffee was deleted).
    func invalidate(_ id: Int64) {
        cache[id] = nil
        order.removeAll { $0 == id }
        generation[id, default: 0] += 1
    }

    /// Forgets every picture.
    func invalidateAll() {
        for id in cache.keys { generation[id, default: 0] += 1 }
        cache.removeAll()
        order.removeAll()
    }

    private func enqueue(_ id: Int64) {
        if queuedSet.contains(id) {
            queued.removeAll { $0 == id }
        } else {
            queuedSet.insert(id)
        }
        queued.append(id)
        if queued.count > maxQueued {
            let dropped = queued.removeFirst()
            queuedSet.remove(dropped)
        }
        runNext()
    }

    private func runNext() {
        guard !running, let id = queued.popLast() else { return }
        queuedSet.remove(id)
        running = true
        let image = self.image
        let scale = max(1, self.scale)
        let side = Thumbnails.side * scale
        let started = generation[id, default: 0]
        Background.run(
            on: worker,
            { () -> State in
                let data: Data?
                do {
                    data = try image(id)
                } catch {
                    return .unreadable(StoreFailurePage.storageError(error).message)
                }
                guard let data else { return .none }
                do throws(ImageError) {
                    // Stored pictures are at most 2048 px: decode through the gate, then crop the centre square.
                    let decoded = try PictureFile.decode(data: data)
                    return .picture(try decoded.squareThumbnail(side: side).texture())
                } catch {
                    return .unreadable(error.message(fileName: ""))
                }
            },
            then: { [weak self] result in
                guard let self else { return }
                self.running = false
                if self.generation[id, default: 0] == started, self.scale == scale, case .success(let state) = result {
                    self.remember(state, for: id)
                    if case .unreadable(let message) = state {
                        Log.problem("picture \(id) not read: \(message)")
                        self.onFailed?(id, message)
                    }
                    // A row draws "no picture" while its picture loads: only a picture changes it.
                    if case .none = state {} else { self.onLoaded?(id) }
                }
                self.runNext()
            })
    }

    private func remember(_ state: State, for id: Int64) {
        cache[id] = state
        order.append(id)
        if order.count > capacity {
            let evicted = order.removeFirst()
            cache[evicted] = nil
        }
    }
}
