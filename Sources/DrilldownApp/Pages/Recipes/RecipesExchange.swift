import Model

extension RecipeStore: ExchangedStore {
    /// Export… and Import… of the list (columns: `exchangeColumns`).
    static var exchange: SectionExchange {
        SectionExchange(
            fileName: tr("Recipes"), willAdd: { trn("%1$@ recipe will be added.", "%1$@ recipes will be added.", $0) },
            added: { trn("%1$@ recipe added", "%1$@ recipes added", $0) })
    }
}
