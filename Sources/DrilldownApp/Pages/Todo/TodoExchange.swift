import Model

extension SectionExchange {
    /// Export… and Import… of the list (columns: `TodoStore.exchangeColumns`).
    static var todo: SectionExchange {
        SectionExchange(
            fileName: tr("To-Dos"),
            willAdd: { count in
                fill(trn("%1$@ to-do will be added.", "%1$@ to-dos will be added.", count), UserLocale.count(count))
            },
            added: { count in fill(trn("%1$@ to-do added", "%1$@ to-dos added", count), UserLocale.count(count)) })
    }
}
