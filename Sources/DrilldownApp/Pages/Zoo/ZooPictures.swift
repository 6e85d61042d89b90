import Dispatch
import Foundation
import Gtk
import Model

/// The animals' pictures, loaded off the main thread and cached by animal id, shared
/// by the list's thumbnails and the animal pages.
///
/// A bundled picture (`data/images/…`) is decoded on a worker queue. A web address is
/// fetched with the app's `WebFetcher` (limits `FetchLimits.pictures`), decoded on its
/// thread and kept in the web cache, so it is downloaded once: later page sets and runs
/// read the saved copy without asking the server. Without a network and without a saved
/// copy, or on any failure, the picture is `.missing`; the pages show a placeholder while
/// loading and then. Nothing ever blocks the main thread, and a picture is loaded at most
/// once per page set.
@MainActor
final class ZooPictures {
    /// What is known about an animal's picture.
    enum State {
        case picture(Texture)
        /// No picture, an unreadable one, or a fetch that failed or timed out.
        case missing
    }

    /// Web pictures: 20 MiB at most, 10 s to answer and between bytes.
    nonisolated static let limits = FetchLimits(maximumBytes: FetchLimits.pictures.maximumBytes,
                                                connectTimeout: 10, idleTimeout: 10)

    private let store: ZooStore
    private let web: WebFetcher?
    private var cache: [Int64: State] = [:]
    private var waiters: [Int64: [@MainActor (State) -> Void]] = [:]
    private let worker = DispatchQueue(label: "drilldown.zoo.pictures", qos: .userInitiated)
    /// Called on the main thread when an animal's picture became known.
    var onLoaded: (@MainActor (Int64) -> Void)?

    /// `web`: how pictures given as addresses are fetched (nil: they stay missing).
    init(store: ZooStore, web: WebFetcher?) {
        self.store = store
        self.web = web
    }

    /// The cached state, or nil (and a load started) when not known yet.
    func picture(for id: Int64) -> State? {
        if let state = cache[id] { return state }
        start(id)
        return nil
    }

    /// Calls `completion` with the picture, at once when it is cached.
    func load(_ id: Int64, completion: @escaping @MainActor (State) -> Void) {
        if let state = cache[id] {
            completion(state)
            return
        }
        waiters[id, default: []].append(completion)
        start(id)
    }

    /// Forgets every picture (after the data changed).
    func invalidateAll() { cache.removeAll() }

    /// Whether no load is running (for tests).
    var isIdle: Bool { loading.isEmpty }

    private var loading: Set<Int64> = []

    private func start(_ id: Int64) {
        guard !loading.contains(id) else { return }
        loading.insert(id)
        let store = self.store
        let web = self.web
        worker.async {
            let source: AnimalImageSource
            if let animal = try? store.animal(id: id) {
                source = store.imageSource(for: animal)
            } else {
                source = .none
            }
            ZooPictures.decode(source, web: web) { texture in
                MainContext.run { [weak self] in self?.finish(id, texture: texture) }
            }
        }
    }

    private func finish(_ id: Int64, texture: Texture?) {
        loading.remove(id)
        let state = texture.map(State.picture) ?? .missing
        cache[id] = state
        let waiting = waiters.removeValue(forKey: id) ?? []
        for completion in waiting { completion(state) }
        onLoaded?(id)
    }

    /// Decodes a bundled file here (the caller's worker thread) or fetches a web address
    /// on the fetcher's thread; `completion` gets nil for anything unusable.
    nonisolated static func decode(_ source: AnimalImageSource, web: WebFetcher?,
                                   completion: @escaping @Sendable (Texture?) -> Void) {
        switch source {
        case .bundled(let url):
            completion(try? Texture(contentsOf: url)) // unreadable: the placeholder, as for no picture
        case .remote(let url):
            guard let web else { return completion(nil) }
            web.fetch(url, limits: limits, preferSavedCopy: true, read: { name, chunks throws(ImportError) in
                let data = try LiveDocuments.collect(chunks)
                do {
                    return try Texture(data: data)
                } catch {
                    // Not a picture: refused, so it is not kept as the saved copy.
                    throw ImportError(message: fill(tr("“%1$@” is not a picture."), name))
                }
            }, completion: { result in
                completion(try? result.get().value) // any failure: the placeholder
            })
        case .none:
            completion(nil)
        }
    }
}
