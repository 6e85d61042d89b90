import CGtk

extension WidgetActions {
    /// Makes the actions reachable from `widget` too, under the same prefix: a header
    /// bar's menu button outside the widget (its menu finds actions through its ancestors).
    public func share(with widget: Widget) {
        gtk_widget_insert_action_group(widget.widget, prefix, group.opaque)
    }
}
