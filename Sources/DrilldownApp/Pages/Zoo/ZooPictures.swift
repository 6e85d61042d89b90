import Dispatch
import Foundation
import Gtk
import Model

/// The animals' pictures, loaded off the main thread and cached by animal id and size,
/// shared by the list's thumbnails and the animal pages.
///
/// Each is decoded for where it is drawn and the screen's scale factor (`scale`): a
/// row's square thumbnail has `Thumbnails.side` × `scale` pixels a side (the centre
/// cropped), a page's picture at most `AnimalDetailPage.pictureSide` × `scale` on its
/// long side, so one texture pixel lands on one device pixel; a new scale forgets them.
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
final class ZooPictures: ScaledPictures {
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

    /// Where a picture is drawn.
    enum Size: Hashable, Sendable {
        /// A list row's square thumbnail (the centre of the picture).
        case thumbnail
        /// The animal's page: the whole picture in a square.
        case page

        /// The side of its square, in logical pixels.
        @MainActor var side: Int { self == .thumbnail ? Thumbnails.side : Int(AnimalDetailPage.pictureSide) }
    }

    /// Device pixels per logical pixel of the screen the pictures are drawn on
    /// (`Widget.scaleFactor`); setting another forgets every picture.
    var scale = 1 {
        didSet {
            if scale != oldValue { invalidateAll() }
        }
    }

    /// One picture decoded for one size: the animal, the size, its side in pixels.
    struct Key: Hashable {
        let id: Int64
        let size: Size
        let pixels: Int
    }

    private let store: ZooStore
    private let web: WebFetcher?
    private var cache: [Key: State] = [:]
    private var waiters: [Key: [@MainActor (State) -> Void]] = [:]
    private let worker = DispatchQueue(label: "drilldown.zoo.pictures", qos: .userInitiated)
    /// Called on the main thread when an animal's picture became known.
    var onLoaded: (@MainActor (Int64) -> Void)?

    /// `web`: how pictures given as addresses are fetched (nil: they stay missing).
    init(store: ZooStore, web: WebFetcher? = nil) {
        self.store = store
        self.web = web
    }

    /// The cached state, or nil (and a load started) when not known yet.
    func picture(for id: Int64, size: Size = .thumbnail) -> State? {
        let key = key(id, size)
        if let state = cache[key] { return state }
        start(key)
        return nil
    }

    /// Calls `completion` with the picture, at once when it is cached.
    func load(_ id: Int64, size: Size = .page, completion: @escaping @MainActor (State) -> Void) {
        let key = key(id, size)
        if let state = cache[key] {
            completion(state)
            return
        }
        waiters[key, default: []].append(completion)
        start(key)
    }

    private func key(_ id: Int64, _ size: Size) -> Key { Key(id: id, size: size, pixels: size.side * max(1, scale)) }

    /// Forgets every picture (after the data changed).
    func invalidateAll() { cache.removeAll() }

    private(set) var loading: Set<Key> = []

    private func start(_ key: Key) {
        guard !loading.contains(key) else { return }
        loading.insert(key)
        let id = key.id
        let shape = Shape(side: key.pixels, crops: key.size == .thumbnail)
        let store = self.store
        let web = self.web
        worker.async {
            let source: AnimalImageSource
            do {
                source = try store.animal(id: id).map { store.imageSource(for: $0) } ?? .none
            } catch {
                let message = StoreFailurePage.storageError(error).message
                MainContext.run { [weak self] in self?.finish(key, state: .unreadable(message)) }
                return
            }
            ZooPictures.decode(source, web: web, shape: shape) { state in
                MainContext.run { [weak self] in self?.finish(key, state: state) }
            }
        }
    }

    private func finish(_ key: Key, state: State) {
        let id = key.id
        loading.remove(key)
        if case .unreadable(let message) = state { Log.problem("zoo picture \(id) not read: \(message)") }
        cache[key] = state
        let waiting = waiters.removeValue(forKey: key) ?? []
        for completion in waiting { completion(state) }
        onLoaded?(id)
    }

    /// Decodes a bundled file here (the caller's worker thread) or fetches a web address
    /// on the fetcher's thread.
    nonisolated static func decode(
        _ source: AnimalImageSource, web: WebFetcher?, shape: Shape,
        completion: @escaping @Sendable (State) -> Void
    ) {
        switch source {
        case .bundled(let url):
            completion(
                gate(shape) { () throws(ImageError) -> Pixbuf in try PictureFile.decode(url, fit: ZooPictures.zooFit) })
        case .remote(let url):
            guard let web else { return completion(.missing) }
            web.fetch(
                url, limits: limits, preferSavedCopy: true,
                read: { name, chunks throws(ImportError) -> Texture in
                    let data = try LiveDocuments.collect(chunks)
                    // Refused (and so never saved) unless the gate decodes it.
                    switch gate(
                        shape,
                        { () throws(ImageError) -> Pixbuf in
                            try PictureFile.decode(data: data, fit: ZooPictures.zooFit)
                        })
                    {
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

    /// The pixels a picture is decoded to: a square of `side` (the centre, `crops`) or the
    /// whole picture at most `side` on its long side (never enlarged).
    struct Shape: Sendable {
        let side: Int
        let crops: Bool
    }

    /// Decodes through the picture gate into `shape`; a refusal is `.unreadable` with its message.
    private nonisolated static func gate(_ shape: Shape, _ decode: () throws(ImageError) -> Pixbuf) -> State {
        do throws(ImageError) {
            let pixels = try decode()
            if shape.crops { return .picture(try pixels.squareThumbnail(side: shape.side).texture()) }
            let long = max(pixels.width, pixels.height)
            guard long > shape.side else { return .picture(pixels.texture()) }
            let fit = ImageFit(maxSide: shape.side, maxPixels: zooFit.maxPixels).fittedSize(
                width: pixels.width, height: pixels.height)
            return .picture(try pixels.scaled(width: fit.width, height: fit.height).texture())
        } catch {
            return .unreadable(error.message(fileName: ""))
        }
    }
}
