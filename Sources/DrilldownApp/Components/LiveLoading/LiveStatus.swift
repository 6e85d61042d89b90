import Foundation
import Gtk
import Model

/// The strip across the top of a page fed from a web address: while a download runs, a
/// progress bar with the bytes received (and the total when known) and a Cancel button;
/// afterwards, when the page shows a saved copy because the download failed, a banner
/// saying how old that copy is and why.
///
/// `run` starts a download and hands its result back on the main thread; progress from
/// the download's thread is coalesced (at most one update waits in the main loop), and a
/// result of a download that was replaced or cancelled is dropped.
@MainActor
final class LiveStatus {
    let content = Box(.vertical)
    let progressBar = ProgressBar()
    let progressLabel = Label()
    let cancelButton = Button(label: tr("_Cancel"))
    /// Styled like `Banner` (a notice across the top of the page).
    let banner = Label()
    private let progressRow = Box(.horizontal, spacing: 12)
    private(set) var task: FetchTask?
    private var generation = 0

    init() {
        progressRow.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        progressBar.hexpand = true
        progressBar.valign = .center
        progressLabel.addCSSClass("caption")
        progressLabel.addCSSClass("numeric")
        progressLabel.ellipsize()
        cancelButton.tooltip = tr("Stop the download (Escape)")
        cancelButton.onClicked { [weak self] in self?.cancel() }
        let texts = Box(.vertical, spacing: 4)
        texts.hexpand = true
        texts.valign = .center
        texts.append(progressBar)
        texts.append(progressLabel)
        progressLabel.xalign = 0
        progressRow.append(texts)
        progressRow.append(cancelButton)
        progressRow.isVisible = false
        banner.wraps = true
        banner.xalign = 0
        banner.addCSSClass("banner")
        banner.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        banner.isVisible = false
        content.append(progressRow)
        content.append(banner)
    }

    /// Whether a download is running.
    var isLoading: Bool { task != nil }
    /// Whether the saved-copy banner is shown.
    var showsBanner: Bool { banner.isVisible }

    /// Stops the running download (its completion reports `.cancelled`).
    func cancel() {
        task?.cancel()
    }

    /// Stops any download and drops its result, hiding the progress and the banner (the
    /// page reads a file instead).
    func stop() {
        task?.cancel()
        task = nil
        generation += 1
        progressRow.isVisible = false
        banner.isVisible = false
    }

    /// Starts a download through `start` (which gets the progress callback and the
    /// completion) and calls `finish` with its result on the main thread. A download
    /// already running is cancelled and its result dropped.
    func run<Value: Sendable>(
        _ start: (
            _ progress: @escaping @Sendable (FetchProgress) -> Void,
            _ completion: @escaping @Sendable (Result<Fetched<Value>, FetchError>) -> Void
        ) -> FetchTask,
        finish: @escaping @MainActor (Result<Fetched<Value>, FetchError>) -> Void
    ) {
        task?.cancel()
        generation += 1
        let current = generation
        let relay = ProgressRelay { [weak self] progress in
            guard let self, self.generation == current, self.task != nil else { return }
            self.show(progress)
        }
        let reply = Reply(finish)
        banner.isVisible = false
        progressBar.fraction = 0
        progressLabel.text = tr("Connecting…")
        progressRow.isVisible = true
        task = start(
            { progress in relay.post(progress) },
            { result in
                MainContext.run { [weak self] in
                    guard let self, self.generation == current else { return }
                    self.task = nil
                    self.progressRow.isVisible = false
                    if case .success(let fetched) = result {
                        self.showOrigin(fetched.origin)
                    }
                    reply.finish(result)
                }
            })
    }

    private func show(_ progress: FetchProgress) {
        if let fraction = progress.fraction {
            progressBar.fraction = fraction
        } else {
            progressBar.pulse()
        }
        progressLabel.text = Self.progressText(progress)
    }

    private func showOrigin(_ origin: FetchOrigin) {
        guard case .savedCopy(let savedAt, let reason) = origin else { return }
        banner.text = Self.savedCopyText(savedAt: savedAt, reason: reason)
        banner.isVisible = true
    }

    /// "1.2 MB of 3.4 MB" or "1.2 MB received".
    static func progressText(_ progress: FetchProgress) -> String {
        let received = ByteCountFormatter.string(fromByteCount: progress.received, countStyle: .file)
        guard let total = progress.total else { return fill(tr("%1$@ received"), received) }
        return fill(tr("%1$@ of %2$@"), received, ByteCountFormatter.string(fromByteCount: total, countStyle: .file))
    }

    /// "Offline: showing the copy saved 3 hours ago. The server …".
    static func savedCopyText(savedAt: Date, reason: FetchError, now: Date = Date()) -> String {
        fill(
            tr("Showing the copy saved %1$@ ago, because the address could not be loaded: %2$@"),
            age(from: savedAt, to: now), reason.message)
    }

    /// "3 hours", "1 minute", "2 days" (the largest whole unit; "less than a minute").
    static func age(from start: Date, to end: Date) -> String {
        let minutes = Int(max(0, end.timeIntervalSince(start)) / 60)
        if minutes < 1 { return tr("less than a minute") }
        if minutes < 60 { return fill(trn("%1$@ minute", "%1$@ minutes", minutes), String(minutes)) }
        let hours = minutes / 60
        if hours < 24 { return fill(trn("%1$@ hour", "%1$@ hours", hours), String(hours)) }
        let days = hours / 24
        return fill(trn("%1$@ day", "%1$@ days", days), String(days))
    }
}

/// Hands a download's progress to the main thread, at most one update queued at a time
/// (the latest wins), so a fast transfer does not flood the main loop.
private final class ProgressRelay: @unchecked Sendable { // `latest` and `queued` behind `lock`
    private let lock = NSLock()
    private var latest: FetchProgress?
    private var queued = false
    private let show: @MainActor (FetchProgress) -> Void

    init(_ show: @escaping @MainActor (FetchProgress) -> Void) {
        self.show = show
    }

    func post(_ progress: FetchProgress) {
        let schedule: Bool = lock.withLock {
            latest = progress
            defer { queued = true }
            return !queued
        }
        guard schedule else { return }
        MainContext.run { [self] in
            let progress: FetchProgress? = lock.withLock {
                queued = false
                return latest
            }
            if let progress { show(progress) }
        }
    }
}

/// A main-actor completion carried through a download's thread (called on the main thread only).
private final class Reply<Value: Sendable>: @unchecked Sendable {
    let finish: @MainActor (Result<Fetched<Value>, FetchError>) -> Void
    init(_ finish: @escaping @MainActor (Result<Fetched<Value>, FetchError>) -> Void) { self.finish = finish }
}
