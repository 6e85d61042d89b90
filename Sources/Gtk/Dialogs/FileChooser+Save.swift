import CGtk
import Foundation

extension FileChooser {
    /// A chooser of where to save a new file, suggesting `name` in the current folder
    /// (GTK asks before replacing an existing file).
    public static func save(
        title: String, parent: Window?, suggestedName name: String, acceptLabel: String, cancelLabel: String
    ) -> FileChooser {
        let chooser = FileChooser(title: title, parent: parent, acceptLabel: acceptLabel, cancelLabel: cancelLabel)
        let fileChooser = OpaquePointer(chooser.pointer)
        gtk_file_chooser_set_action(fileChooser, GTK_FILE_CHOOSER_ACTION_SAVE)
        gtk_file_chooser_set_current_name(fileChooser, name)
        return chooser
    }
}
