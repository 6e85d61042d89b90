import Dispatch
import Foundation
import Gtk
import Model

/// Small square pictures for list rows (Coffee List, City Guide), read from a store
/// and decoded off the main thread, then cached.
///
/// Rows ask with `thumbnail(for:)`; the first ask queues a load and answers nil. When
/// the picture is ready, `onLoaded(id)` tells the page to bind that row again. The most
/// recently asked coffees are loaded first (the ones on screen after a fast scroll), and
/// stale asks are dropped beyond `maxQueued`.
@MainActor
final class Thumbnails {
    /// What is known about one coffee's picture.
    enum State {
        case picture(Texture)
        case none
    }

    /// The side, in pixels, of the square thumbnails (the rows' picture size).
    static let side = 40
    /// Reads the stored picture (PNG or JPEG bytes) of an id; runs on the worker thread.
    private let image: @Sendable (Int64) throws -> Data?
    private var cache: [Int64: State] = [:]
    private var order: [Int64] = []
    private let capacity: Int
    private var queued: [Int64] = []
    private var queuedSet: Set<Int64> = []
    private var running = false
    private let maxQueued = 64
    /// Bumped when an entry is dropped, so that a load started before does not refill it.
    private var generation: [Int64: Int] = [:]
    private let worker: DispatchQueue
    /// Called on the main thread when the picture of a coffee is known.
    var onLoaded: (@MainActor (Int64) -> Void)?

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

    /// Whether no load is queued or running (for tests).
    var isIdle: Bool { !running && queued.isEmpty }

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
        let side = Thumbnails.side
        let started = generation[id, default: 0]
        worker.async {
            let texture: Texture?
            do {
                if let data = try image(id) {
                    // Stored pictures are at most 1024 px: decode, then crop the centre square.
                    let decoded = try Pixbuf(data: data, fittingWidth: 1024, height: 1024)
                    texture = try decoded.squareThumbnail(side: side).texture()
                } else {
                    texture = nil
                }
            } catch {
                texture = nil // unreadable pictures show the placeholder, as no picture does
            }
            MainContext.run { [weak self] in
                guard let self else { return }
                self.running = false
                if self.generation[id, default: 0] == started {
                    self.remember(texture.map(State.picture) ?? .none, for: id)
                    self.onLoaded?(id)
                }
                self.runNext()
            }
        }
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
