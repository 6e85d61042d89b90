import Model

extension SectionExchange {
    /// Export… and Import… of the list (columns: `ZooStore.exchangeColumns`).
    static var zoo: SectionExchange {
        SectionExchange(
            fileName: tr("Animals"),
            willAdd: { count in
                fill(trn("%1$@ animal will be added.", "%1$@ animals will be added.", count), UserLocale.count(count))
            },
            added: { count in fill(trn("%1$@ animal added", "%1$@ animals added", count), UserLocale.count(count)) })
    }
}
