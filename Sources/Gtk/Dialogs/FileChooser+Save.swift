import CGtk
import Foundation

extension FileChooser {
    /// A chooser for a file to write: the user types a name (`suggestedName` filled in)
    /// in a folder, and GTK asks before replacing an existing file.
    public convenience init(
        savingTitle title: String, parent: Window?, suggestedName: String, acceptLabel: String, cancelLabel: String
    ) {
        self.init(title: title, parent: parent, acceptLabel: acceptLabel, cancelLabel: cancelLabel)
        let chooser = OpaquePointer(pointer)
        gtk_file_chooser_set_action(chooser, GTK_FILE_CHOOSER_ACTION_SAVE)
        gtk_file_chooser_set_current_name(chooser, suggestedName)
    }
}
