import Model

extension ZooStore: ExchangedStore {
    /// Export… and Import… of the list (columns: `exchangeColumns`).
    static var exchange: SectionExchange {
        SectionExchange(
            fileName: tr("Animals"), willAdd: { trn("%1$@ animal will be added.", "%1$@ animals will be added.", $0) },
            added: { trn("%1$@ animal added", "%1$@ animals added", $0) })
    }
}
