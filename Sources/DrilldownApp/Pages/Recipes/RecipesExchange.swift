import Model

extension SectionExchange {
    /// Export… and Import… of the list (columns: `RecipeStore.exchangeColumns`).
    static var recipes: SectionExchange {
        SectionExchange(
            fileName: tr("Recipes"),
            willAdd: { count in
                fill(trn("%1$@ recipe will be added.", "%1$@ recipes will be added.", count), UserLocale.count(count))
            },
            added: { count in fill(trn("%1$@ recipe added", "%1$@ recipes added", count), UserLocale.count(count)) })
    }
}
