import Model

/// How a section's collection goes out to a file and comes back (Export…/Import… in its
/// list's menu): the store's columns (`ExchangeableStore.exchangeColumns`) and the
/// section's words for the files and the counts.
struct SectionExchange {
    /// The suggested name of an exported file, without extension ("Coffees").
    let fileName: String
    /// The preview's first sentence: "12 coffees will be added."
    let willAdd: @MainActor (Int) -> String
    /// The toast after an import: "12 coffees added".
    let added: @MainActor (Int) -> String
}
