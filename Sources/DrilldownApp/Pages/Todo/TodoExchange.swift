import Model

extension TodoStore: ExchangedStore {
    /// Export… and Import… of the list (columns: `exchangeColumns`).
    static var exchange: SectionExchange {
        SectionExchange(
            fileName: tr("To-Dos"), willAdd: { trn("%1$@ to-do will be added.", "%1$@ to-dos will be added.", $0) },
            added: { trn("%1$@ to-do added", "%1$@ to-dos added", $0) })
    }
}
