import Foundation
import Gtk
import Model

/// Every picture the app decodes goes through here, whatever brought it: a file (Coffee's
/// "Change Image", "Add City", a drop), pasted bytes, or a BLOB read back from a store.
/// Both go through `PixbufGate`: the announced size is checked before anything is
/// decoded (over `fit.maxPixels` is refused), truncated or partial images are refused,
/// and the result is at most `fit.maxSide` pixels on its long side. Call it off the
/// main thread (`Background.run`).
enum PictureFile {
    static func decode(_ url: URL, fit: ImageFit = .storedPicture) throws(ImageError) -> Pixbuf {
        try PixbufGate.decode(contentsOf: url, maxPixels: fit.maxPixels, maxSide: fit.maxSide)
    }

    /// Decodes image bytes (pasted, or a stored picture).
    static func decode(data: Data, fit: ImageFit = .storedPicture) throws(ImageError) -> Pixbuf {
        try PixbufGate.decode(data: data, maxPixels: fit.maxPixels, maxSide: fit.maxSide)
    }
}

extension ImageError {
    /// A sentence for the user; `fileName` is empty for pasted content.
    func message(fileName: String) -> String {
        switch self {
        case .notAnImage:
            return fileName.isEmpty
                ? tr("The pasted content is not an image Drilldown can read.")
                : fill(tr("“%1$@” is not an image Drilldown can read."), fileName)
        case .tooLarge(let width, let height):
            let size = fill(tr("%1$@ × %2$@ pixels"), String(width), String(height))
            return fileName.isEmpty
                ? fill(tr("The image is too large (%1$@). Use an image of at most 100 megapixels."), size)
                : fill(tr("“%1$@” is too large (%2$@). Use an image of at most 100 megapixels."), fileName, size)
        case .unreadable(let detail):
            return fileName.isEmpty
                ? fill(tr("The image could not be read: %1$@"), detail)
                : fill(tr("“%1$@” could not be read: %2$@"), fileName, detail)
        case .truncated:
            return fileName.isEmpty
                ? tr("The image is incomplete (the data ends before the picture does).")
                : fill(tr("“%1$@” is incomplete (the file ends before the picture does)."), fileName)
        }
    }
}

extension PictureFile {
    /// A file chooser for one picture (image files only), titled `title`, modal for
    /// `parent`. The caller keeps it while it is shown and gets the chosen file.
    @MainActor static func chooser(title: String, parent: Window?) -> FileChooser {
        let chooser = FileChooser(title: title, parent: parent, acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"))
        chooser.addFilter(name: tr("Images"), mimeTypes: ["image/*"])
        return chooser
    }
}
