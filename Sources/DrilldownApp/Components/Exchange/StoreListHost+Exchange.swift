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
    /// Makes the list's Export…/Import… menu when the page's store is exchanged
    /// (`ExchangedStore`).
    func attachTransfer(to store: Source.Store) {
        transfer = nil
        guard let context, let exchanged = store as? any ExchangedStore else { return }
        transfer = StoreListHost.transfer(exchanged, context: context, toast: toast)
    }

    private static func transfer<Store: ExchangedStore>(
        _ store: Store, context: PageContext, toast: ToastOverlay
    ) -> any TransferMenu {
        CollectionTransfer(store: store, words: Store.exchange, context: context, toast: toast)
    }
}
