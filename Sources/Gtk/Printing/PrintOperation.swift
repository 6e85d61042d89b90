import CGtk
import Foundation

/// A print job (`GtkPrintOperation`) whose pages the caller lays out (`onBeginPrint`, which
/// sets `pageCount`) and draws (`onDrawPage`). `runDialog` shows the print dialog and returns
/// at once: the pages render in idle steps while the window stays responsive. Its
/// "Print to File" writes a PDF; `export(to:)` does the same without a dialog.
///
/// The print settings chosen in a dialog (printer, paper size) are kept for the next job
/// of the process; a first job starts from GTK's defaults, the locale's paper size.
@MainActor
public final class PrintOperation: Object {
    /// How a print job ended.
    public enum Outcome: Sendable, Equatable {
        /// Sent to the printer or written to the file.
        case printed
        /// The user closed the dialog without printing.
        case cancelled
        /// The job failed; GTK's message.
        case failed(String)
    }

    /// The operations shown in a dialog, kept until they are done.
    private static var living: [ObjectIdentifier: PrintOperation] = [:]
    /// The settings of the last job printed (transfer full), for the next one.
    private static var lastSettings: Object?
    private var completion: (@MainActor (Outcome) -> Void)?

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_print_operation_new()), ownership: .adopt)
        if let settings = PrintOperation.lastSettings {
            gtk_print_operation_set_print_settings(operation, OpaquePointer(settings.pointer))
        }
        onDoneRaw { [weak self] result in self?.finish(GtkPrintOperationResult(result)) }
    }

    var operation: UnsafeMutablePointer<GtkPrintOperation> { cast(GtkPrintOperation.self) }

    /// The name of the job in the printer's queue.
    public func setJobName(_ name: String) { gtk_print_operation_set_job_name(operation, name) }

    /// The number of pages: set it in `onBeginPrint`, once the content is laid out.
    public func setPageCount(_ count: Int) { gtk_print_operation_set_n_pages(operation, Int32(max(1, count))) }

    /// `begin-print`: the page size is known; lay the content out and set `pageCount`.
    public func onBeginPrint(_ handler: @escaping @MainActor (PrintContext) -> Void) {
        onBeginPrintRaw { context in
            guard let context else { return }
            handler(PrintContext(context))
        }
    }

    /// `draw-page`: draw page `index` (from 0) on the context's cairo surface.
    public func onDrawPage(_ handler: @escaping @MainActor (PrintContext, Int) -> Void) {
        onDrawPageRaw { context, page in
            guard let context else { return }
            handler(PrintContext(context), Int(page))
        }
    }

    /// Shows the print dialog, modal for `parent`, and returns at once; `completion` runs
    /// when the job is printed, cancelled or failed.
    public func runDialog(parent: Window?, _ completion: @escaping @MainActor (Outcome) -> Void) {
        self.completion = completion
        PrintOperation.living[ObjectIdentifier(self)] = self
        gtk_print_operation_set_allow_async(operation, 1)
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(
            operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent?.gtkWindow, &error)
        if result == GTK_PRINT_OPERATION_RESULT_ERROR {
            complete(.failed(Texture.consume(error)))
        } else if result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS {
            finish(result)
        }
    }

    /// Renders every page to a PDF file at `url`, without a dialog; returns when written.
    public func export(to url: URL) -> Outcome {
        gtk_print_operation_set_export_filename(operation, url.path)
        gtk_print_operation_set_allow_async(operation, 0)
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_EXPORT, nil, &error)
        if result == GTK_PRINT_OPERATION_RESULT_ERROR { return .failed(Texture.consume(error)) }
        return result == GTK_PRINT_OPERATION_RESULT_CANCEL ? .cancelled : .printed
    }

    private func finish(_ result: GtkPrintOperationResult) {
        switch result {
        case GTK_PRINT_OPERATION_RESULT_IN_PROGRESS:
            return
        case GTK_PRINT_OPERATION_RESULT_APPLY:
            // A dialog's choices only (an export's settings name its file).
            if completion != nil, let settings = gtk_print_operation_get_print_settings(operation) {
                PrintOperation.lastSettings = Object(UnsafeMutableRawPointer(settings))
            }
            complete(.printed)
        case GTK_PRINT_OPERATION_RESULT_ERROR:
            var error: UnsafeMutablePointer<GError>?
            gtk_print_operation_get_error(operation, &error)
            complete(.failed(Texture.consume(error)))
        default:
            complete(.cancelled)
        }
    }

    private func complete(_ outcome: Outcome) {
        let done = completion
        completion = nil
        PrintOperation.living[ObjectIdentifier(self)] = nil
        done?(outcome)
    }
}
