import Foundation
import Gtk
import Model

/// Reading a picture the user chose (Coffee's "Change Image", "Add City"): the announced
/// size is checked before anything is decoded, then the image is decoded at most
/// `fit.maxSide` pixels on its long side. Call it off the main thread.
enum PictureFile {
    static func decode(_ url: URL, fit: ImageFit = .storedPicture) throws(ImageError) -> Pixbuf {
        do {
            let size = try Pixbuf.size(ofFile: url)
            guard fit.accepts(width: size.width, height: size.height) else {
                throw ImageError.tooLarge(width: size.width, height: size.height)
            }
            let target = fit.fittedSize(width: size.width, height: size.height)
            return try Pixbuf(contentsOf: url, fittingWidth: target.width, height: target.height)
        } catch let error as ImageError {
            throw error
        } catch {
            throw ImageError.unreadable("\(error)")
        }
    }
}

extension ImageError {
    /// A sentence for the user; `fileName` is empty for pasted content.
    func message(fileName: String) -> String {
        switch self {
        case .notAnImage:
            return fileName.isEmpty ? tr("The pasted content is not an image Drilldown can read.")
                : fill(tr("“%1$@” is not an image Drilldown can read."), fileName)
        case .tooLarge(let width, let height):
            let size = fill(tr("%1$@ × %2$@ pixels"), String(width), String(height))
            return fileName.isEmpty ? fill(tr("The image is too large (%1$@). Use an image of at most 100 megapixels."), size)
                : fill(tr("“%1$@” is too large (%2$@). Use an image of at most 100 megapixels."), fileName, size)
        case .unreadable(let detail):
            return fileName.isEmpty ? fill(tr("The image could not be read: %1$@"), detail)
                : fill(tr("“%1$@” could not be read: %2$@"), fileName, detail)
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
