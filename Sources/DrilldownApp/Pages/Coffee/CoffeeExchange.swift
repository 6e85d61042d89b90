import Model

extension SectionExchange {
    /// Export… and Import… of the list (columns: `CoffeeStore.exchangeColumns`).
    static var coffee: SectionExchange {
        SectionExchange(
            fileName: tr("Coffees"),
            willAdd: { count in
                fill(trn("%1$@ coffee will be added.", "%1$@ coffees will be added.", count), UserLocale.count(count))
            },
            added: { count in fill(trn("%1$@ coffee added", "%1$@ coffees added", count), UserLocale.count(count)) })
    }
}
