import Dispatch
import Foundation
import Gtk
import Model

/// The animals' pictures, loaded off the main thread and cached by animal id, shared
/// by the list's thumbnails and the animal pages.
///
/// A bundled picture (`data/images/…`) is decoded on a worker queue through the picture
/// gate. A web address is fetched with the app's `WebFetcher` (20 MiB at most, 10 s to
/// answer and between bytes), decoded through the same gate on its thread and kept in the
/// web cache only once decoded, so it is downloaded once: later page sets and runs read
/// the saved copy without asking the server. Without a network (and no saved copy), or on
/// any failure of the fetch, the picture is `.missing` and the pages show a placeholder
/// (the zoo works offline). A picture that cannot be read (the database, a damaged bundled
/// file, a damaged download) is `.unreadable`, logged, and said on the animal's page.
/// Nothing ever blocks the main thread, and a picture is loaded at most
/// once per page set.
@MainActor
final class ZooPictures {
    /// What is known about an animal's picture.
    enum State: Sendable {
        case picture(Texture)
        /// No picture, or a fetch that failed or timed out (offline).
        case missing
        /// The picture could not be read or decoded; why.
        case unreadable(String)
    }

    /// Web pictures: 20 MiB at most, 10 s to answer and between bytes.
    nonisolated static let limits = FetchLimits(
        maximumBytes: FetchLimits.pictures.maximumBytes,
        connectTimeout: 10, idleTimeout: 10)
    /// The animals' pictures: at most 2048 px on the long side, 100 megapixels in.
    nonisolated static let zooFit = ImageFit(maxSide: 2048, maxPixels: 100_000_000)

    private let store: ZooStore
    private let web: WebFetcher?
    private var cache: [Int64: State] = [:]
    private var waiters: [Int64: [@MainActor (State) -> Void]] = [:]
    private let worker = DispatchQueue(label: "drilldown.zoo.pictures", qos: .userInitiated)
    /// Called on the main thread when an animal's picture became known.
    var onLoaded: (@MainActor (Int64) -> Void)?

    /// `web`: how pictures given as addresses are fetched (nil: they stay missing).
    init(store: ZooStore, web: WebFetcher? = nil) {
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

    private var loading: Set<Int64> = []

    private func start(_ id: Int64) {
        guard !loading.contains(id) else { return }
        loading.insert(id)
        let store = self.store
        let web = self.web
        worker.async {
            let source: AnimalImageSource
            do {
                source = try store.animal(id: id).map { store.imageSource(for: $0) } ?? .none
            } catch {
                let message = StoreFailurePage.storageError(error).message
                MainContext.run { [weak self] in self?.finish(id, state: .unreadable(message)) }
                return
            }
            ZooPictures.decode(source, web: web) { state in
                MainContext.run { [weak self] in self?.finish(id, state: state) }
            }
        }
    }

    private func finish(_ id: Int64, state: State) {
        loading.remove(id)
        if case .unreadable(let message) = state { Log.problem("zoo picture \(id) not read: \(message)") }
        cache[id] = state
        let waiting = waiters.removeValue(forKey: id) ?? []
        for completion in waiting { completion(state) }
        onLoaded?(id)
    }

    /// Decodes a bundled file here (the caller's worker thread) or fetches a web address
    /// on the fetcher's thread.
    nonisolated static func decode(
        _ source: AnimalImageSource, web: WebFetcher?,
        completion: @escaping @Sendable (State) -> Void
    ) {
        switch source {
        case .bundled(let url):
            completion(gate { () throws(ImageError) -> Pixbuf in try PictureFile.decode(url, fit: ZooPictures.zooFit) })
        case .remote(let url):
            guard let web else { return completion(.missing) }
            web.fetch(
                url, limits: limits, preferSavedCopy: true,
                read: { name, chunks throws(ImportError) -> Texture in
                    let data = try LiveDocuments.collect(chunks)
                    // Refused (and so never saved) unless the gate decodes it.
                    switch gate({ () throws(ImageError) -> Pixbuf in
                        try PictureFile.decode(data: data, fit: ZooPictures.zooFit)
                    }) {
                    case .picture(let texture): return texture
                    case .unreadable(let message): throw ImportError(message: message)
                    case .missing: throw ImportError(message: fill(tr("“%1$@” is not a picture."), name))
                    }
                },
                completion: { result in
                    switch result {
                    case .success(let fetched): completion(.picture(fetched.value))
                    case .failure(.content(let error)): completion(.unreadable(error.message)) // a damaged download
                    case .failure: completion(.missing) // offline, timed out or refused: the placeholder
                    }
                })
        case .none:
            completion(.missing)
        }
    }

    /// Decodes through the picture gate; a refusal is `.unreadable` with its message.
    private nonisolated static func gate(_ decode: () throws(ImageError) -> Pixbuf) -> State {
        do throws(ImageError) {
            return .picture(try decode().texture())
        } catch {
            return .unreadable(error.message(fileName: ""))
        }
    }
}

// MARK: - Testing

extension ZooPictures {
    /// Whether no load is running (for tests).
    var isIdle: Bool { loading.isEmpty }
}
