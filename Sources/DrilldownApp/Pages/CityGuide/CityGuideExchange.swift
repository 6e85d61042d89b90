import Model

extension CityStore: ExchangedStore {
    /// Export… and Import… of the list (columns: `exchangeColumns`).
    static var exchange: SectionExchange {
        SectionExchange(
            fileName: tr("Cities"), willAdd: { trn("%1$@ city will be added.", "%1$@ cities will be added.", $0) },
            added: { trn("%1$@ city added", "%1$@ cities added", $0) })
    }
}
