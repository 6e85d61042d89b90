import Gtk
import Model

/// One recycled row of a `RowListView`: an optional section header, then a leading
/// thumbnail, a title over a grey subtitle, a delete button in edit mode and a
/// disclosure arrow. `bind` fills it for a row; it keeps nothing else per position.
@MainActor
final class ListRowWidget: ListViewRow {
    let rowWidget: Widget
    private let column = Box(.vertical)
    private let header = Label()
    private let line = Box(.horizontal, spacing: 12)
    private let icon = Image(icon: "image-missing-symbolic")
    /// A square thumbnail: drawn `Thumbnails.side` logical pixels square whatever the
    /// texture's pixel size (a texture decoded for a scale of 2 is drawn sharp, not larger).
    private let picture = Image(icon: "image-x-generic-symbolic", pixelSize: Int32(Thumbnails.side))
    /// Any other picture (My Zoo's whole pictures), cropped to fill the square.
    private let coverPicture = Picture()
    private let dot = Box(.horizontal)
    let titleLabel = Label()
    let subtitleLabel = Label()
    let deleteButton = Button(icon: "user-trash-symbolic", tooltip: tr("Delete"))
    private let arrow = Image(icon: "go-next-symbolic")
    private var appliedClasses: [String] = []
    /// What a screen reader says for the row: its section (on a section's first row),
    /// title and subtitle.
    private(set) var spokenLabel = ""
    /// Called when the row's delete button is clicked (edit mode).
    var onDelete: (@MainActor (ListRowWidget) -> Void)?

    init() {
        rowWidget = column
        header.xalign = 0
        header.addCSSClass("section-header")
        header.ellipsize()
        header.isVisible = false
        column.append(header)

        line.addCSSClass("row-content")
        icon.pixelSize = 32
        icon.valign = .center
        line.append(icon)
        picture.valign = .center
        picture.addCSSClass("row-thumbnail")
        picture.clipsContent = true
        line.append(picture)
        coverPicture.setSizeRequest(width: Int32(Thumbnails.side), height: Int32(Thumbnails.side))
        coverPicture.contentFit = .cover
        coverPicture.valign = .center
        coverPicture.addCSSClass("row-thumbnail")
        line.append(coverPicture)
        dot.addCSSClass("row-dot")
        dot.valign = .center
        line.append(dot)

        let texts = Box(.vertical, spacing: 2)
        texts.valign = .center
        texts.hexpand = true
        titleLabel.xalign = 0
        titleLabel.ellipsize()
        titleLabel.addCSSClass("row-title")
        texts.append(titleLabel)
        subtitleLabel.xalign = 0
        subtitleLabel.wraps = true
        subtitleLabel.addCSSClass("dim-label")
        subtitleLabel.addCSSClass("caption")
        texts.append(subtitleLabel)
        line.append(texts)

        deleteButton.valign = .center
        deleteButton.addCSSClass("flat")
        // libadwaita: a red icon on a flat button (destructive-action would be white on white).
        deleteButton.addCSSClass("error")
        deleteButton.onClicked { [weak self] in
            guard let self else { return }
            self.onDelete?(self)
        }
        line.append(deleteButton)
        arrow.addCSSClass("dim-label")
        arrow.valign = .center
        line.append(arrow)
        column.append(line)
    }

    /// Shows `model`; `header` is the section title when this row starts a section.
    func bind(_ model: RowModel, header headerText: String?, editing: Bool) {
        titleLabel.text = model.title
        subtitleLabel.text = model.subtitle ?? ""
        subtitleLabel.isVisible = !(model.subtitle ?? "").isEmpty
        header.text = headerText ?? ""
        header.isVisible = headerText != nil
        icon.isVisible = false
        picture.isVisible = false
        coverPicture.isVisible = false
        dot.isVisible = false
        for name in appliedClasses { line.removeCSSClass(name) }
        switch model.thumbnail {
        case .icon(let name)?:
            icon.setIcon(name)
            icon.isVisible = true
        case .texture(let texture)? where texture.width == texture.height:
            picture.setTexture(texture)
            picture.isVisible = true
        case .texture(let texture)?:
            coverPicture.setTexture(texture)
            coverPicture.isVisible = true
        case .dot?:
            dot.isVisible = true
        case nil:
            break
        }
        appliedClasses =
            model.styleClasses
            + {
                if case .dot(let cssClass)? = model.thumbnail { return [cssClass] }
                return []
            }()
        for name in appliedClasses { line.addCSSClass(name) }
        deleteButton.isVisible = editing
        deleteButton.setAccessibleLabel(fill(tr("Delete “%1$@”"), model.title))
        arrow.isVisible = model.hasDisclosure && !editing
        spokenLabel = [headerText, model.title, model.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: ", ")
    }

    /// Rounds the row's top and/or bottom as the ends of a boxed list.
    func setEdges(first: Bool, last: Bool) {
        line.setCSSClass("first", first)
        line.setCSSClass("last", last)
    }

    /// Releases what a bound row holds that could be large (a texture).
    func unbind() {
        picture.setTexture(nil)
        coverPicture.setTexture(nil)
    }

    var headerText: String? { header.isVisible ? header.text : nil }
    var isDeleteVisible: Bool { deleteButton.isVisible }
    /// The logical width the thumbnail is drawn at (0 while it is hidden or not laid out).
    var thumbnailWidth: Int { picture.isVisible ? Int(picture.width) : 0 }
}
