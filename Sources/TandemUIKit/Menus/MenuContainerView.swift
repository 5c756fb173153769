import Foundation
import TandemGraphics

/// A shown menu: a view covering the window, holding the menu's panel — a
/// rounded, shadowed, light card of rows 250 points wide — placed below
/// the view that showed it.
///
/// Tapping a row chooses its element: an action runs (and the menu goes,
/// unless the action keeps it presented), a submenu opens in the panel.
/// Touching outside the panel dismisses the menu without running anything;
/// the touch reaches nothing below, as on iOS.
@preconcurrency @MainActor
final class MenuContainerView: UIView {
    /// The panel's width.
    static let panelWidth: CGFloat = 250
    /// The gap between groups (an inline submenu and its neighbors).
    static let groupGap: CGFloat = 8
    /// The height of a menu's or an inline submenu's title.
    static let headerHeight: CGFloat = 34
    /// How far the panel keeps from the window's edges and from the view that showed it.
    static let margin: CGFloat = 8

    /// The menus shown: the root, then each submenu opened from it.
    private(set) var menus: [UIMenu]
    /// The view the menu was shown from; the panel is placed below it.
    private weak var source: UIView?
    /// Who the actions see as their sender.
    private weak var sender: AnyObject?
    /// Where the source was (in this view) the last time it was in the window.
    private var anchor: CGRect?

    /// The card: its shadow, and the content clipped to its rounded corners.
    let panel = UIView()
    /// The rows, scrolled when the card is shorter than they are (a menu
    /// taller than the room beside its source).
    private let content = UIScrollView()
    /// The views stacked in the card, top to bottom, with their heights.
    private var lines: [(view: UIView, height: CGFloat)] = []
    /// The rows that can be chosen, top to bottom (side-by-side cells in order).
    private(set) var rows: [MenuRowView] = []
    /// A context menu's preview, shown over the source with the card below
    /// it (nil: none), and the size it asks for.
    let preview: UIView?
    private let previewSize: CGSize

    init(
        menu: UIMenu, source: UIView, sender: AnyObject?, frame: CGRect, preview: UIView? = nil,
        previewSize: CGSize = .zero
    ) {
        menus = [menu]
        self.source = source
        self.sender = sender
        self.preview = preview
        self.previewSize = previewSize
        super.init(frame: frame)
        if let preview {
            // Lifted as iOS lifts it: a rounded card; a touch on it dismisses
            // the menu, as one outside the card does.
            preview.layer.cornerRadius = 13
            preview.clipsToBounds = true
            preview.isUserInteractionEnabled = false
            addSubview(preview)
        }
        backgroundColor = .clear
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // What is behind an open menu is out of reach, to assistive technology too.
        accessibilityViewIsModal = true
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 13
        panel.layer.shadowColor = UIColor.black.cgColor
        panel.layer.shadowOpacity = 0.18
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 6)
        content.layer.cornerRadius = 13
        content.clipsToBounds = true
        content.contentInsetAdjustmentBehavior = .never
        panel.addSubview(content)
        addSubview(panel)
        rebuild(fresh: true)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Rebuilds the panel from the menu shown (after an action that keeps
    /// the menu presented, a submenu opened or closed, deferred elements
    /// loaded). `fresh` asks uncached deferred elements again.
    func rebuild(fresh: Bool = false) {
        for line in lines { line.view.removeFromSuperview() }
        lines = []
        rows = []
        let groups = MenuEntry.panelGroups(for: menus, fresh: fresh) { [weak self] in self?.rebuild() }
        let indents = groups.joined().contains { entry in
            if case .row(let element, _) = entry, let action = element as? UIAction { return action.state != .off }
            return false
        }
        for (index, group) in groups.enumerated() {
            if index > 0 { addLine(Self.line(color: .tertiarySystemFill), height: Self.groupGap) }
            for (position, entry) in group.enumerated() {
                if position > 0 { addLine(Self.line(color: .separator), height: 0.5) }
                addLine(for: entry, indents: indents)
            }
        }
        setNeedsLayout()
    }

    private func addLine(for entry: MenuEntry, indents: Bool) {
        switch entry {
        case .header(let title):
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .left
            let line = UIView()
            line.addSubview(label)
            label.frame = CGRect(
                x: MenuRowView.margin, y: 0, width: Self.panelWidth - 2 * MenuRowView.margin, height: Self.headerHeight)
            label.autoresizingMask = [.flexibleWidth]
            addLine(line, height: Self.headerHeight)
        case .back(let submenu):
            addLine(makeRow(submenu, parent: nil, kind: .back, indents: false), height: MenuRowView.height)
        case .row(let element, let parent):
            let kind: MenuRowView.Kind = element is UIMenu ? .submenu : .action
            addLine(makeRow(element, parent: parent, kind: kind, indents: indents), height: MenuRowView.height)
        case .strip(let actions, let parent):
            let strip = MenuStripView(cells: actions.map { makeRow($0, parent: parent, kind: .cell, indents: false) })
            addLine(strip, height: MenuRowView.height)
        case .loading:
            let label = UILabel()
            label.text = "Loading…"
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            let line = UIView()
            line.addSubview(label)
            label.frame = CGRect(
                x: MenuRowView.margin, y: 0, width: Self.panelWidth - 2 * MenuRowView.margin, height: MenuRowView.height
            )
            addLine(line, height: MenuRowView.height)
        }
    }

    private func makeRow(_ element: UIMenuElement, parent: UIMenu?, kind: MenuRowView.Kind, indents: Bool)
        -> MenuRowView
    {
        let row = MenuRowView(element: element, parent: parent, kind: kind, indentsTitle: indents)
        row.addAction(
            UIAction { [weak self, weak row] _ in
                guard let self, let row else { return }
                self.choose(row)
            }, for: .touchUpInside)
        rows.append(row)
        return row
    }

    private func addLine(_ view: UIView, height: CGFloat) {
        content.addSubview(view)
        lines.append((view, height))
    }

    private static func line(color: UIColor) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.isUserInteractionEnabled = false
        return view
    }

    /// Chooses what `row` shows: the back row closes the opened submenu, a
    /// submenu row opens it, an action runs with the menu's sender.
    func choose(_ row: MenuRowView) {
        switch row.kind {
        case .back:
            menus.removeLast()
            rebuild()
            return
        case .submenu:
            if let submenu = row.element as? UIMenu {
                menus.append(submenu)
                rebuild(fresh: true)
            }
            return
        case .action, .cell:
            break
        }
        guard let action = row.element as? UIAction, !action.attributes.contains(.disabled) else { return }
        if let parent = row.parent, parent.options.contains(.singleSelection) {
            for case let sibling as UIAction in parent.children { sibling.state = sibling === action ? .on : .off }
        }
        let keepsPresented = action.attributes.contains(.keepsMenuPresented)
        // The menu goes before the handler runs, so that what the handler
        // presents (an alert, another menu) is not covered by it.
        if !keepsPresented { dismiss() }
        action.perform(sender: sender)
        if keepsPresented { rebuild() }
    }

    /// Runs once when the menu goes (a context menu tells its delegate).
    var onDismiss: (() -> Void)?

    // MARK: Opening and closing

    /// How long the card takes to open (a spring without bounce), in seconds.
    static let openingDuration: TimeInterval = 0.4
    /// How long the card takes to fade away, in seconds.
    static let closingDuration: TimeInterval = 0.2
    /// The card's scale when it starts to open.
    static let openingScale: CGFloat = 0.2

    /// Whether the menu is going: it takes no touches, is hidden from
    /// assistive technology and no longer counts as shown while it fades.
    private(set) var isClosing = false

    /// Opens the card as iOS opens menus: it grows from a fifth of its size
    /// out of its corner nearest the view that showed it, fading in (a
    /// context menu's preview fades in with it). At once outside a window or
    /// when animations are off.
    func animateOpening() {
        guard window != nil, UIView.areAnimationsEnabled else { return }
        layoutIfNeeded()
        let collapsed = collapsedTransform()
        UIView.performWithoutAnimation {
            panel.transform = collapsed
            panel.alpha = 0
            preview?.alpha = 0
        }
        UIView.animate(
            withDuration: Self.openingDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [.allowUserInteraction],
            animations: {
                self.panel.transform = .identity
                self.panel.alpha = 1
                self.preview?.alpha = 1
            })
    }

    /// The card shrunk to ``openingScale`` about its corner nearest the
    /// source: the trailing one when the card is aligned with the source's
    /// trailing edge, the top one when the card is below the source.
    private func collapsedTransform() -> CGAffineTransform {
        let frame = panel.frame
        let from = anchor ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let corner = CGPoint(
            x: from.midX > bounds.midX ? frame.maxX : frame.minX, y: frame.minY >= from.midY ? frame.minY : frame.maxY)
        let (dx, dy) = (corner.x - frame.midX, corner.y - frame.midY)
        // Scaling about the corner: move it to the center, scale, move it back.
        return CGAffineTransform(translationX: dx, y: dy).scaledBy(x: Self.openingScale, y: Self.openingScale)
            .translatedBy(x: -dx, y: -dy)
    }

    /// Closes the menu: it stops taking touches and tells `onDismiss` at
    /// once, fades away over ``closingDuration``, then leaves the window
    /// (at once outside a window or when animations are off).
    func dismiss() {
        guard !isClosing else { return }
        isClosing = true
        isUserInteractionEnabled = false
        accessibilityViewIsModal = false
        accessibilityElementsHidden = true
        if window != nil, UIView.areAnimationsEnabled {
            UIView.animate(
                withDuration: Self.closingDuration, delay: 0, options: [.curveEaseIn],
                animations: {
                    self.panel.alpha = 0
                    self.preview?.alpha = 0
                },
                completion: { _ in self.removeFromSuperview() })
        } else {
            removeFromSuperview()
        }
        let handler = onDismiss
        onDismiss = nil
        handler?()
    }

    // MARK: Layout

    /// Places the card below the source — its trailing edge under the
    /// source's when the source is in the window's right half, else its
    /// leading edge — within the window's margins; above the source when
    /// there is no room below. A card taller than the room on both sides
    /// goes on the side with more room, as tall as that room, and scrolls
    /// its rows, as iOS keeps a long menu beside the view that showed it.
    /// With a preview, the preview takes the source's place (centered on
    /// it, moved up as far as the card below it needs) and the card goes
    /// below the preview.
    override func layoutSubviews() {
        super.layoutSubviews()
        if let source, source.window != nil, source.window === window {
            anchor = source.convert(source.bounds, to: self)
        }
        var from = anchor ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let width = min(Self.panelWidth, max(0, bounds.width - 2 * Self.margin))
        let height = lines.reduce(0) { $0 + $1.height }
        if let preview {
            from = placePreview(preview, over: from, cardHeight: height)
        }
        var x = from.midX > bounds.midX ? from.maxX - width : from.minX
        x = min(max(x, Self.margin), max(Self.margin, bounds.width - Self.margin - width))
        var y = from.maxY + Self.margin
        var shown = height
        if preview == nil, y + height > bounds.height - Self.margin {
            let roomBelow = bounds.height - Self.margin - y
            let roomAbove = from.minY - 2 * Self.margin
            if height <= roomAbove {
                y = from.minY - Self.margin - height
            } else if roomBelow >= roomAbove, roomBelow > 0 {
                shown = roomBelow
            } else if roomAbove > 0 {
                shown = roomAbove
                y = Self.margin
            } else {
                // A source covering the window: the card over it, within the margins.
                shown = min(height, max(0, bounds.height - 2 * Self.margin))
                y = Self.margin
            }
        }
        panel.frame = CGRect(x: x.rounded(), y: y.rounded(), width: width, height: shown.rounded(.down))
        panel.layer.shadowPath = CGPath(
            roundedRect: panel.bounds, cornerWidth: 13, cornerHeight: 13, transform: nil)
        content.frame = panel.bounds
        content.contentSize = CGSize(width: width, height: height)
        var top: CGFloat = 0
        for line in lines {
            line.view.frame = CGRect(x: 0, y: top, width: width, height: line.height)
            top += line.height
        }
    }

    /// Frames the preview over `source` within the margins, leaving room for
    /// a card of `cardHeight` below it; returns the preview's frame.
    private func placePreview(_ preview: UIView, over source: CGRect, cardHeight: CGFloat) -> CGRect {
        let room = CGSize(
            width: max(0, bounds.width - 2 * Self.margin), height: max(0, bounds.height - 2 * Self.margin))
        let size = CGSize(
            width: min(previewSize.width, room.width),
            height: min(previewSize.height, max(0, room.height - cardHeight - Self.margin)))
        var x = source.midX - size.width / 2
        x = min(max(x, Self.margin), bounds.width - Self.margin - size.width)
        var y = source.midY - size.height / 2
        y = min(max(y, Self.margin), bounds.height - Self.margin - cardHeight - Self.margin - size.height)
        let frame = CGRect(x: x.rounded(), y: max(Self.margin, y).rounded(), width: size.width, height: size.height)
        preview.frame = frame
        return frame
    }

    // MARK: Touches outside the card

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A touch that ends outside the card dismisses the menu; one in the
    /// card but not on a row (a title, a gap) does nothing.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        dismiss()
    }
}
