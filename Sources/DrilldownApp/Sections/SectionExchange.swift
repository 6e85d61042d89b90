import Model

/// How a section's collection goes out to a file and comes back (Export…/Import… in its
/// list's menu): the store's columns (`ExchangeableStore.exchangeColumns`) and the
/// section's words for the files and the counts. The counted sentences are given as the
/// plural message chosen for a count (`trn`); the count is filled in here, formatted for
/// the user's locale.
struct SectionExchange {
    /// The suggested name of an exported file, without extension ("Coffees").
    let fileName: String
    private let willAddMessage: @MainActor (Int) -> String
    private let addedMessage: @MainActor (Int) -> String

    /// `willAdd` gives the preview's first sentence for a count ("%1$@ coffees will be
    /// added."), `added` the toast after an import ("%1$@ coffees added").
    init(
        fileName: String, willAdd: @escaping @MainActor (Int) -> String, added: @escaping @MainActor (Int) -> String
    ) {
        self.fileName = fileName
        willAddMessage = willAdd
        addedMessage = added
    }

    /// "12 coffees will be added."
    @MainActor func willAdd(_ count: Int) -> String { fill(willAddMessage(count), UserLocale.count(count)) }

    /// "12 coffees added"
    @MainActor func added(_ count: Int) -> String { fill(addedMessage(count), UserLocale.count(count)) }
}

/// A store whose collection its list exports and imports (Export… and Import… in the
/// list's menu): its columns (`ExchangeableStore`) and its section's words.
protocol ExchangedStore: ExchangeableStore {
    @MainActor static var exchange: SectionExchange { get }
}
