import Foundation
import Gtk
import Model

/// The picture check of a restore: every stored picture of a restore file goes through
/// the same gate as a chosen file (`PictureFile`), off the main thread.
enum BackupPictures {
    static let check: BackupRestore.PictureCheck = { data in
        do throws(ImageError) {
            _ = try PictureFile.decode(data: data)
            return nil
        } catch {
            return reason(error)
        }
    }

    /// Why the picture is refused, as a clause ("it is not an image Drilldown can read").
    static func reason(_ error: ImageError) -> String {
        switch error {
        case .notAnImage: return tr("it is not an image Drilldown can read")
        case .tooLarge(let width, let height):
            return fill(tr("it is too large (%1$@ × %2$@ pixels)"), String(width), String(height))
        case .unreadable(let detail): return fill(tr("it cannot be read (%1$@)"), detail)
        case .truncated: return tr("it is incomplete")
        }
    }
}
