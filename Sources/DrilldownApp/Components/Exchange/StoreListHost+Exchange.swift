import Gtk
import Model

/// What the list host keeps of a page's Export…/Import… (`CollectionTransfer`).
@MainActor
protocol TransferMenu: AnyObject {
    /// The list's menu in the header.
    var menu: MenuButton { get }
}

extension CollectionTransfer: TransferMenu {}

extension StoreListHost {
    /// Makes the list's Export…/Import… menu when the page's section declares an
    /// exchange (`SectionDescriptor.exchange`) and its store can be exchanged.
    func attachTransfer(to store: Source.Store) {
        transfer = nil
        guard let context,
            let words = context.services.sections.first(where: { section in
                section.store.map { ObjectIdentifier($0.type) } == ObjectIdentifier(Source.Store.self)
            })?.exchange,
            let exchangeable = store as? any ExchangeableStore
        else { return }
        transfer = StoreListHost.transfer(exchangeable, words: words, context: context, toast: toast)
    }

    private static func transfer<Store: ExchangeableStore>(
        _ store: Store, words: SectionExchange, context: PageContext, toast: ToastOverlay
    ) -> any TransferMenu {
        CollectionTransfer(store: store, words: words, context: context, toast: toast)
    }
}
