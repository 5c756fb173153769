import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// The controller of the seed-style example: a gear item whose menu reloads.
@MainActor
final class MenuExampleController: UIViewController {
    var reloads = 0

    func reload() { reloads += 1 }

    func createMenu() -> UIMenu {
        let refreshAction = UIAction(title: "Reload backingStore", image: UIImage(systemName: "arrow.counterclockwise"))
        {
            [weak self] _ in self?.reload()
        }
        let a = UIAction(title: "Final snapshot", state: .on) { _ in }
        let b = UIAction(title: "Collection difference", state: .off) { _ in }
        let inline = UIMenu(title: "", options: .displayInline, children: [a, b])
        return UIMenu(title: "", children: [refreshAction, inline])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let item = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: createMenu())
        navigationItem.rightBarButtonItem = item
        item.menu = createMenu()
    }
}

@MainActor
@Suite struct MenuTests {
    /// A navigation stack in a white window whose root shows `item` at the right of its bar.
    private func makeStack(
        item: UIBarButtonItem?, root: UIViewController = UIViewController(), width: CGFloat = 390, height: CGFloat = 600
    ) -> (UIWindow, UINavigationController) {
        root.title = "Root"
        root.view.backgroundColor = .white
        if let item { root.navigationItem.rightBarButtonItem = item }
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: width, height: height, root: navigation)
        CATransaction.flush()
        return (window, navigation)
    }

    private func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// The bar's right button (the only one besides none on a root screen).
    private func barButton(_ navigation: UINavigationController) throws -> UIButton {
        try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.last)
    }

    private func shownMenu(in window: UIWindow) -> MenuContainerView? {
        MenuPresentation.shownMenus(in: window).last
    }

    /// Taps `view`'s center, then commits and lets the menu finish opening or closing.
    private func tap(_ view: UIView, in window: UIWindow, time: TimeInterval) {
        window.synthesizeTap(at: center(of: view, in: window), time: time)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
    }

    /// Writes `image` to `$TANDEM_MENU_PNG_DIR/name.png` when that is set, to look at.
    private func writeForViewing(_ image: UIImage, as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["TANDEM_MENU_PNG_DIR"], let data = image.pngData() else {
            return
        }
        try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    private func row(_ title: String, in menu: MenuContainerView) throws -> MenuRowView {
        try #require(menu.rows.first { $0.element.title == title })
    }

    // MARK: API

    @Test func actionsAndMenusCarryUIKitsValues() {
        var ran = 0
        let action = UIAction(
            title: "Delete", image: nil, identifier: UIAction.Identifier("delete"),
            discoverabilityTitle: "Delete the item",
            attributes: [.destructive, .keepsMenuPresented], state: .mixed
        ) { _ in ran += 1 }
        let element: UIMenuElement = action
        #expect(element.title == "Delete")
        #expect(action.identifier == UIAction.Identifier("delete"))
        #expect(action.discoverabilityTitle == "Delete the item")
        #expect(action.attributes == [.destructive, .keepsMenuPresented])
        #expect(action.state == .mixed)
        action.title = "Remove"
        #expect(element.title == "Remove")
        let plain = UIAction { _ in }
        #expect(plain.title == "" && plain.image == nil && plain.state == .off && plain.attributes.isEmpty)
        #expect(plain.subtitle == nil && plain.discoverabilityTitle == nil)
        #expect(plain != action)

        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
        #expect([UIMenuElement.State.off, .on, .mixed].map(\.rawValue) == [0, 1, 2])
        #expect(UIMenu.ElementSize.automatic.rawValue == -1 && UIMenu.ElementSize.large.rawValue == 2)

        let on = UIAction(title: "On", state: .on) { _ in }
        let inline = UIMenu(title: "Sort", options: [.displayInline, .singleSelection], children: [on])
        let menu = UIMenu(title: "Options", subtitle: "More", identifier: .edit, children: [action, inline])
        #expect(menu.title == "Options" && menu.subtitle == "More" && menu.image == nil)
        #expect(menu.identifier == .edit && menu.identifier.rawValue == "com.apple.menu.edit")
        #expect(menu.options.isEmpty && menu.preferredElementSize == .automatic)
        #expect(menu.children == [action, inline])
        #expect(menu.selectedElements == [on])
        let replaced = menu.replacingChildren([on])
        #expect(replaced !== menu && replaced.children == [on])
        #expect(replaced.title == "Options" && replaced.subtitle == "More" && replaced.identifier == .edit)
        #expect(UIMenu().identifier != UIMenu().identifier)
        #expect(UIMenu().title == "" && UIMenu().children.isEmpty)
        #expect(ran == 0)
    }

    @Test func barButtonItemsAndButtonsHoldMenus() {
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let item = UIBarButtonItem(image: nil, menu: menu)
        #expect(item.menu === menu && item.image == nil && item.title == nil && item.primaryAction == nil)
        let titled = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
        #expect(titled.title == "Sort" && titled.menu === menu)
        let system = UIBarButtonItem(systemItem: .add, menu: menu)
        #expect(system.menu === menu && system.title == nil, "a system item has no title of its own, as in UIKit")
        let primary = UIAction(title: "Go") { _ in }
        #expect(UIBarButtonItem(primaryAction: primary).title == "Go")
        let button = UIButton(type: .system)
        #expect(button.menu == nil && !button.showsMenuAsPrimaryAction)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu === menu && button.showsMenuAsPrimaryAction)
    }

    // MARK: Showing and choosing

    @Test func theExampleShowsItsMenuAndReloads() throws {
        let controller = MenuExampleController()
        let (window, navigation) = makeStack(item: nil, root: controller)
        let gear = try barButton(navigation)
        // Neither a title nor an image (SF Symbols are nil): the "more" glyph is shown and can be tapped.
        #expect(gear.currentImage != nil)
        #expect(gear.bounds.width >= 22)
        #expect(shownMenu(in: window) == nil)
        tap(gear, in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        #expect(menu.rows.map(\.element.title) == ["Reload backingStore", "Final snapshot", "Collection difference"])
        let reload = try row("Reload backingStore", in: menu)
        #expect(window.hitTest(center(of: reload, in: window), with: nil) === reload)
        tap(reload, in: window, time: 5)
        #expect(controller.reloads == 1)
        #expect(shownMenu(in: window) == nil)
        #expect(reload.window == nil)
    }

    @Test func aRowRunsItsHandlerOnceWithTheActionAndDismisses() throws {
        var received: [UIAction] = []
        var sender: Any?
        let action = UIAction(title: "Archive") { action in
            received.append(action)
            sender = action.sender
        }
        let item = UIBarButtonItem(title: "Edit", menu: UIMenu(children: [action]))
        let (window, navigation) = makeStack(item: item)
        let button = try barButton(navigation)
        tap(button, in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        // Below the item, 250 points wide, inside the window, rows 44 tall.
        let panel = menu.panel.convert(menu.panel.bounds, to: window)
        let anchor = button.convert(button.bounds, to: window)
        #expect(panel.minY >= anchor.maxY)
        #expect(panel.width == 250)
        #expect(panel.maxX <= window.bounds.maxX && panel.minX >= 0)
        let archive = try row("Archive", in: menu)
        #expect(archive.bounds.height == 44)
        tap(archive, in: window, time: 5)
        #expect(received.count == 1)
        #expect(received.first === action)
        #expect((sender as AnyObject?) === item)
        #expect(shownMenu(in: window) == nil)
    }

    @Test func tappingOutsideDismissesWithoutRunningAnything() throws {
        var runs = 0
        let item = UIBarButtonItem(
            title: "Edit", menu: UIMenu(children: [UIAction(title: "Archive") { _ in runs += 1 }]))
        let (window, navigation) = makeStack(item: item)
        tap(try barButton(navigation), in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        // A tap outside the card dismisses it; the tap reaches nothing below.
        window.synthesizeTap(at: CGPoint(x: 20, y: 500), time: 5)
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        #expect(runs == 0)
        #expect(shownMenu(in: window) == nil)
        #expect(menu.superview == nil)
    }

    @Test func aDisabledActionDoesNothing() throws {
        var runs = 0
        let disabled = UIAction(title: "Locked", attributes: .disabled) { _ in runs += 1 }
        let hidden = UIAction(title: "Secret", attributes: .hidden) { _ in runs += 1 }
        let item = UIBarButtonItem(title: "Edit", menu: UIMenu(children: [disabled, hidden]))
        let (window, navigation) = makeStack(item: item)
        tap(try barButton(navigation), in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        #expect(menu.rows.map(\.element.title) == ["Locked"])
        let locked = try row("Locked", in: menu)
        #expect(!locked.isEnabled)
        tap(locked, in: window, time: 5)
        #expect(runs == 0)
        #expect(shownMenu(in: window) === menu)
    }

    @Test func inlineGroupsKeepTheirOrderAndAreSetApart() throws {
        let menu = UIMenu(
            title: "",
            children: [
                UIAction(title: "A") { _ in },
                UIMenu(
                    title: "", options: .displayInline,
                    children: [UIAction(title: "B") { _ in }, UIAction(title: "C") { _ in }]),
                UIAction(title: "D") { _ in },
                UIMenu(title: "Sort", options: .displayInline, children: [UIAction(title: "E") { _ in }]),
            ])
        let (window, navigation) = makeStack(item: UIBarButtonItem(title: "Edit", menu: menu))
        tap(try barButton(navigation), in: window, time: 0)
        let shown = try #require(shownMenu(in: window))
        #expect(shown.rows.map(\.element.title) == ["A", "B", "C", "D", "E"])
        let frames = try ["A", "B", "C", "D", "E"].map { try row($0, in: shown) }.map {
            $0.convert($0.bounds, to: window)
        }
        // Rows of a group are half a point apart (a separator); groups, by the wider gap.
        #expect(frames[2].minY - frames[1].maxY == 0.5)
        #expect(frames[1].minY - frames[0].maxY == MenuContainerView.groupGap)
        #expect(frames[3].minY - frames[2].maxY == MenuContainerView.groupGap)
        // The titled inline menu's title heads its group.
        #expect(frames[4].minY - frames[3].maxY == MenuContainerView.groupGap + MenuContainerView.headerHeight + 0.5)
    }

    @Test func anOnActionDrawsACheckmark() throws {
        let controller = MenuExampleController()
        let (window, navigation) = makeStack(item: nil, root: controller)
        tap(try barButton(navigation), in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        let image = window.tandemSnapshot()
        try writeForViewing(image, as: "menu-checkmark")
        func inkInCheckmarkBox(of title: String) throws -> Int {
            let row = try row(title, in: menu)
            let box = row.convert(
                CGRect(x: MenuRowView.margin, y: row.bounds.midY - 7, width: 14, height: 14), to: window)
            var dark = 0
            for y in Int(box.minY)..<Int(box.maxY) {
                for x in Int(box.minX)..<Int(box.maxX) where image.pixel(x, y).r < 120 { dark += 1 }
            }
            return dark
        }
        #expect(try inkInCheckmarkBox(of: "Final snapshot") > 10)
        #expect(try inkInCheckmarkBox(of: "Collection difference") == 0)
        #expect(try inkInCheckmarkBox(of: "Reload backingStore") == 0)
        // Titles leave room for the checkmarks.
        #expect(try row("Reload backingStore", in: menu).titleLabel.frame.minX == MenuRowView.indentedTitleX)
    }

    @Test func theMoreGlyphIsDrawnInTheTint() throws {
        let item = UIBarButtonItem(image: nil, menu: UIMenu(children: []))
        let (window, navigation) = makeStack(item: item)
        navigation.navigationBar.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.flush()
        let button = try barButton(navigation)
        let frame = button.convert(button.bounds, to: window)
        let image = window.tandemSnapshot()
        var blue = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = image.pixel(x, y)
                if p.b > 150 && p.r < 100 && p.g < 100 { blue += 1 }
            }
        }
        #expect(blue > 20)
    }

    @Test func aSubmenuOpensFromItsRowAndGoesBack() throws {
        var chosen: [String] = []
        let sort = UIMenu(
            title: "Sort By", options: [.singleSelection],
            children: [
                UIAction(title: "Name", state: .on) { chosen.append($0.title) },
                UIAction(title: "Date") { chosen.append($0.title) },
            ])
        let item = UIBarButtonItem(title: "Edit", menu: UIMenu(children: [UIAction(title: "Select") { _ in }, sort]))
        let (window, navigation) = makeStack(item: item)
        tap(try barButton(navigation), in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        let sortRow = try row("Sort By", in: menu)
        #expect(sortRow.kind == .submenu)
        tap(sortRow, in: window, time: 5)
        #expect(menu.rows.map(\.element.title) == ["Sort By", "Name", "Date"])
        #expect(menu.rows.first?.kind == .back)
        tap(try #require(menu.rows.first), in: window, time: 10)
        #expect(menu.rows.map(\.element.title) == ["Select", "Sort By"])
        tap(try row("Sort By", in: menu), in: window, time: 15)
        tap(try row("Date", in: menu), in: window, time: 20)
        #expect(chosen == ["Date"])
        #expect(shownMenu(in: window) == nil)
        // Single selection: the chosen action is on, its sibling off.
        #expect(sort.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
        #expect(sort.selectedElements.map(\.title) == ["Date"])
    }

    @Test func anItemWithAnActionShowsItsMenuOnlyWhenHeld() throws {
        var runs = 0
        let item = UIBarButtonItem(
            title: "Add", primaryAction: UIAction(title: "Add") { _ in runs += 1 },
            menu: UIMenu(children: [UIAction(title: "Other") { _ in }]))
        let (window, navigation) = makeStack(item: item)
        tap(try barButton(navigation), in: window, time: 0)
        #expect(runs == 1)
        #expect(shownMenu(in: window) == nil)
    }

    @Test func aButtonShowsItsMenuAsItsPrimaryAction() throws {
        let (window, navigation) = makeStack(item: nil)
        var taps = 0
        var menuEvents = 0
        var chosen = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Options") { _ in taps += 1 })
        button.addAction(UIAction { _ in menuEvents += 1 }, for: .menuActionTriggered)
        let choice = UIAction(title: "Duplicate") { action in
            chosen += 1
            #expect((action.sender as AnyObject?) === button)
        }
        button.menu = UIMenu(children: [choice])
        button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        navigation.topViewController?.view.addSubview(button)
        CATransaction.flush()
        // Not the primary action: a tap runs the button's action.
        tap(button, in: window, time: 0)
        #expect(taps == 1 && menuEvents == 0 && shownMenu(in: window) == nil)
        button.showsMenuAsPrimaryAction = true
        tap(button, in: window, time: 5)
        #expect(taps == 1 && menuEvents == 1)
        let menu = try #require(shownMenu(in: window))
        let panel = menu.panel.convert(menu.panel.bounds, to: window)
        #expect(panel.minX == 20 && panel.minY >= 244)
        tap(try row("Duplicate", in: menu), in: window, time: 10)
        #expect(chosen == 1 && taps == 1)
        #expect(shownMenu(in: window) == nil)
    }

    @Test func anActionThatKeepsTheMenuPresentedLeavesItOpen() throws {
        var runs = 0
        let toggle = UIAction(title: "Bold", attributes: .keepsMenuPresented) { action in
            runs += 1
            action.state = action.state == .on ? .off : .on
        }
        let item = UIBarButtonItem(title: "Format", menu: UIMenu(children: [toggle]))
        let (window, navigation) = makeStack(item: item)
        tap(try barButton(navigation), in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        tap(try row("Bold", in: menu), in: window, time: 5)
        #expect(runs == 1 && toggle.state == .on)
        #expect(shownMenu(in: window) === menu)
        #expect(try row("Bold", in: menu).indentsTitle)
    }

    @Test func deferredElementsAreShownWhenTheyCome() throws {
        var complete: (([UIMenuElement]) -> Void)?
        let later = UIDeferredMenuElement { completion in complete = completion }
        let now = UIDeferredMenuElement.uncached { completion in completion([UIAction(title: "Now") { _ in }]) }
        let item = UIBarButtonItem(title: "Recent", menu: UIMenu(children: [now, later]))
        let (window, navigation) = makeStack(item: item)
        tap(try barButton(navigation), in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        #expect(menu.rows.map(\.element.title) == ["Now"])
        let deliver = try #require(complete)
        deliver([UIAction(title: "Later") { _ in }])
        CATransaction.flush()
        #expect(menu.rows.map(\.element.title) == ["Now", "Later"])
    }

    @Test func aPaletteShowsItsActionsSideBySide() throws {
        let palette = UIMenu(
            options: [.displayInline, .displayAsPalette],
            children: [
                UIAction(title: "Red") { _ in }, UIAction(title: "Green") { _ in }, UIAction(title: "Blue") { _ in },
            ])
        let star = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            context.cgContext.fillEllipse(in: CGRect(x: 3, y: 3, width: 14, height: 14))
        }
        let more = UIMenu(title: "More", image: star, children: [UIAction(title: "Hidden") { _ in }])
        let item = UIBarButtonItem(
            title: "Color",
            menu: UIMenu(
                title: "Colors",
                children: [
                    palette, UIAction(title: "Clear", subtitle: "Removes every color", image: star) { _ in }, more,
                    UIAction(title: "Delete", image: star, attributes: .destructive, state: .mixed) { _ in },
                    UIAction(title: "Unavailable", attributes: .disabled) { _ in },
                ]))
        let (window, navigation) = makeStack(item: item)
        navigation.topViewController?.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: nil, image: nil, primaryAction: nil, menu: UIMenu(children: []))
        CATransaction.flush()
        tap(try barButton(navigation), in: window, time: 0)
        let menu = try #require(shownMenu(in: window))
        try writeForViewing(window.tandemSnapshot(), as: "menu-look")
        #expect(try row("More", in: menu).kind == .submenu)
        let cells = try ["Red", "Green", "Blue"].map { try row($0, in: menu) }.map { $0.convert($0.bounds, to: window) }
        #expect(Set(cells.map(\.minY)).count == 1)
        #expect(cells[0].maxX <= cells[1].minX && cells[1].maxX <= cells[2].minX)
    }
}
