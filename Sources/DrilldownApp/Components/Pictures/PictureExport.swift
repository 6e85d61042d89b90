import Foundation
import Gtk
import Model

/// How a stored picture comes out of a detail page (a coffee's, a city's): "Save Picture
/// As…" (Ctrl+Shift+S, a PNG where the user chooses), "Copy Picture" (Ctrl+C, the image on
/// the clipboard) in the page's menu, and dragging the picture to another app (as image
/// data) or to Files (as a PNG file named after the item, written in the cache folder).
/// Without a picture the menu items are insensitive, the keys do nothing and nothing drags.
///
/// A file gets the stored PNG as it is (byte for byte: a 16-bit picture stays 16-bit), or
/// the shown picture encoded as PNG when the stored one is in another format. Reading,
/// encoding and writing run off the main thread; a failed save is said in an alert titled
/// "Picture Not Saved".
@MainActor
final class PictureExport {
    /// The page's menu: "Save Picture As…" and "Copy Picture".
    let menu = MenuButton(
        icon: "view-more-symbolic", tooltip: tr("Picture Menu"),
        sections: [
            [
                MenuButton.Item(tr("_Save Picture As…"), action: AppShortcuts.savePicture.action ?? ""),
                MenuButton.Item(tr("_Copy Picture"), action: AppShortcuts.copyPicture.action ?? ""),
            ]
        ])
    let dragSource = DragSource()
    /// The item's name: the saved file's suggested name and the dragged file's name.
    var name: String {
        didSet { if name != oldValue { writeDragFile() } }
    }
    /// The chooser on screen, if any.
    private(set) var chooser: FileChooser?
    /// Writes started and not yet finished (saves and the dragged file).
    private(set) var pendingWrites = 0
    private(set) var saveAction: Action?
    private(set) var copyAction: Action?
    private var texture: Texture?
    private let picture: Picture
    private let context: PageContext
    private let load: @Sendable () throws -> Data?
    /// Counts the dragged file's writes, so that only the newest picture's is offered.
    private var dragWrites = 0

    /// Installs the actions on `page` (and its menu) and the drag on `picture`; `load`
    /// reads the stored picture (off the main thread).
    init(
        context: PageContext, page: Widget, picture: Picture, name: String, load: @escaping @Sendable () throws -> Data?
    ) {
        self.context = context
        self.load = load
        self.picture = picture
        self.name = name
        let actions = WidgetActions.of(page)
        saveAction = actions.add(AppShortcuts.savePicture) { [weak self] in self?.chooseFile() }
        copyAction = actions.add(AppShortcuts.copyPicture) { [weak self] in self?.copy() }
        actions.share(with: menu)
        picture.addController(dragSource)
        show(nil)
    }

    /// The picture shown changed (nil: none).
    func show(_ texture: Texture?) {
        self.texture = texture
        saveAction?.isEnabled = texture != nil
        copyAction?.isEnabled = texture != nil
        dragSource.setContent(texture: texture, file: nil)
        writeDragFile()
    }

    /// Puts the picture on the clipboard.
    func copy() {
        guard let texture else { return }
        Clipboard(of: picture).set(texture: texture)
    }

    /// Asks where to save the picture, then writes it there as PNG.
    func chooseFile() {
        guard texture != nil else { return }
        let chooser = FileChooser(
            savingTitle: tr("Save Picture"), parent: context.window, suggestedName: PictureExport.fileName(name),
            acceptLabel: tr("_Save"), cancelLabel: tr("_Cancel"))
        chooser.addFilter(name: tr("PNG Images"), mimeTypes: ["image/png"])
        self.chooser = chooser
        chooser.present { [weak self] url in
            guard let self else { return }
            self.chooser = nil
            if let url { self.save(to: url) }
        }
    }

    /// Writes the picture to `url` as PNG, off the main thread.
    func save(to url: URL) {
        guard let texture else { return }
        pendingWrites += 1
        let load = self.load
        Background.run({ () throws -> Void in try PictureExport.write(texture, stored: load, to: url) }) {
            [weak self] result in
            guard let self else { return }
            self.pendingWrites -= 1
            guard case .failure(let error) = result else { return }
            let message = fill(
                tr("“%1$@” could not be written: %2$@"), url.lastPathComponent, PictureExport.reason(error))
            Log.problem("picture not saved: \(message)")
            self.context.showError(tr("Picture Not Saved"), message)
        }
    }

    /// Writes the picture for a drag to Files, then offers it as a file too.
    private func writeDragFile() {
        dragWrites += 1
        let generation = dragWrites
        guard let texture else { return }
        let url = PictureExport.dragFolder.appendingPathComponent(PictureExport.fileName(name))
        pendingWrites += 1
        let load = self.load
        Background.run({ () throws -> Void in
            try FileManager.default.createDirectory(at: PictureExport.dragFolder, withIntermediateDirectories: true)
            try PictureExport.write(texture, stored: load, to: url)
        }) { [weak self] result in
            guard let self else { return }
            self.pendingWrites -= 1
            guard generation == self.dragWrites else { return }
            switch result {
            case .success: self.dragSource.setContent(texture: texture, file: url)
            // The drag still offers the image itself; only Files misses the file.
            case .failure(let error): Log.problem("picture for dragging not written: \(error)")
            }
        }
    }

    /// Where dragged pictures are written (the user's cache folder).
    nonisolated static var dragFolder: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("drilldown/dragged-pictures", isDirectory: true)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-dragged-pictures")
    }

    /// "<name>.png", with the characters a file name cannot hold replaced.
    nonisolated static func fileName(_ name: String) -> String {
        let cleaned = name.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: "\0", with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return (cleaned.isEmpty || cleaned.hasPrefix(".") ? tr("Picture") : cleaned) + ".png"
    }

    private nonisolated static func write(
        _ texture: Texture, stored load: @Sendable () throws -> Data?, to url: URL
    ) throws {
        let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        if let stored = try load(), stored.starts(with: pngSignature) {
            return try stored.write(to: url, options: .atomic)
        }
        let png = texture.pngData()
        guard !png.isEmpty else { throw CocoaError(.fileWriteUnknown) }
        try png.write(to: url, options: .atomic)
    }

    private nonisolated static func reason(_ error: Error) -> String { error.localizedDescription }
}
