import Model

extension CoffeeStore: ExchangedStore {
    /// Export… and Import… of the list (columns: `exchangeColumns`).
    static var exchange: SectionExchange {
        SectionExchange(
            fileName: tr("Coffees"), willAdd: { trn("%1$@ coffee will be added.", "%1$@ coffees will be added.", $0) },
            added: { trn("%1$@ coffee added", "%1$@ coffees added", $0) })
    }
}
