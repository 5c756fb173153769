import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A context menu delegate that fades a view out alongside the menu's
/// opening, and notes when its animator's completion runs.
@MainActor
private final class AnimatingMenuDelegate: UIContextMenuInteractionDelegate {
    let faded = UIView()
    var completions: [String] = []

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in }])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        animator?.addAnimations { self.faded.alpha = 0 }
        animator?.addCompletion { self.completions.append("opened") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        animator?.addAnimations { self.faded.alpha = 1 }
        animator?.addCompletion { self.completions.append("closed") }
    }
}

/// Menus open and close as iOS's do: the card grows out of its corner
/// nearest the source and fades in, and fades away when it goes; a
/// context menu delegate's animations run alongside. Popovers fade.
@MainActor
@Suite struct MenuAnimationTests {
    /// A window with a button at the top right whose menu has two actions.
    private func makeMenuScene() -> (UIWindow, UIButton) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = makeWindow(width: 390, height: 600, root: root)
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 300, y: 60, width: 80, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Paste") { _ in }])
        button.showsMenuAsPrimaryAction = true
        root.view.addSubview(button)
        CATransaction.flush()
        return (window, button)
    }

    @Test func aMenuGrowsOutOfItsCornerNearestTheSourceAndFadesIn() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (window, button) = makeMenuScene()
        defer { window.isHidden = true }
        window.synthesizeTap(at: CGPoint(x: 340, y: 82), time: 0)
        CATransaction.flush()
        let menu = try #require(MenuPresentation.shownMenus(in: window).last)
        let panel = menu.panel.frame
        // The model is the open card: below the button, its trailing edge under the button's.
        #expect(panel.minY >= button.frame.maxY && panel.maxX == button.frame.maxX)
        let start = try #require(menu.panel.layer.presentation())
        #expect(start.opacity == 0)
        #expect(abs(start.frame.width - panel.width * MenuContainerView.openingScale) < 0.5)
        #expect(abs(start.frame.maxX - panel.maxX) < 0.5 && abs(start.frame.minY - panel.minY) < 0.5)
        TandemAnimationClock.advance(by: MenuContainerView.openingDuration / 4)
        let growing = try #require(menu.panel.layer.presentation())
        #expect(growing.frame.width > start.frame.width && growing.frame.width < panel.width)
        #expect(growing.opacity > 0)
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        let open = menu.panel.layer.presentation() ?? menu.panel.layer
        #expect(open.frame == panel && open.opacity == 1)
    }

    @Test func aClosingMenuIsNoLongerShownAndLeavesOnceFaded() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (window, _) = makeMenuScene()
        defer { window.isHidden = true }
        window.synthesizeTap(at: CGPoint(x: 340, y: 82), time: 0)
        CATransaction.flush()
        _ = TandemAnimationClock.runAnimationsToEnd()
        let menu = try #require(MenuPresentation.shownMenus(in: window).last)
        // A tap outside closes it: at once it is not shown and lets touches through.
        window.synthesizeTap(at: CGPoint(x: 40, y: 500), time: 5)
        CATransaction.flush()
        #expect(MenuPresentation.shownMenus(in: window).isEmpty && menu.superview === window)
        #expect(window.hitTest(CGPoint(x: 40, y: 500), with: nil) !== menu)
        TandemAnimationClock.advance(by: MenuContainerView.closingDuration / 2)
        let fading = try #require(menu.panel.layer.presentation())
        #expect(fading.opacity > 0 && fading.opacity < 1)
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(menu.superview == nil)
    }

    @Test func aContextMenuDelegatesAnimationsRunAlongsideTheMenu() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let root = UIViewController()
        let window = makeWindow(width: 390, height: 600, root: root)
        defer { window.isHidden = true }
        let delegate = AnimatingMenuDelegate()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        root.view.addSubview(box)
        root.view.addSubview(delegate.faded)
        delegate.faded.frame = CGRect(x: 200, y: 200, width: 50, height: 50)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        box.addInteraction(interaction)
        CATransaction.flush()
        #expect(interaction.secondaryClick(at: CGPoint(x: 50, y: 50)))
        CATransaction.flush()
        #expect(delegate.faded.alpha == 0 && delegate.completions.isEmpty, "the model at once, the completion after")
        TandemAnimationClock.advance(by: MenuContainerView.openingDuration / 2)
        let halfway = try #require(delegate.faded.layer.presentation())
        #expect(halfway.opacity > 0 && halfway.opacity < 1)
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(delegate.completions == ["opened"])
        interaction.dismissMenu()
        CATransaction.flush()
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(delegate.faded.alpha == 1 && delegate.completions == ["opened", "closed"])
    }

    @Test func aPopoverFadesInAndOut() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let root = UIViewController()
        let window = makeWindow(width: 1024, height: 768, root: root)
        defer { window.isHidden = true }
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 44))
        root.view.addSubview(button)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: true)
        CATransaction.flush()
        let card = try #require(content.popoverPresentationController?.presentedView)
        #expect(root.presentedViewController === content && card.window === window)
        #expect((card.layer.presentation() ?? card.layer).opacity == 0)
        TandemAnimationClock.advance(by: PopoverTransitionAnimator.duration / 2)
        let halfway = try #require(card.layer.presentation())
        #expect(halfway.opacity > 0 && halfway.opacity < 1)
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(card.alpha == 1 && content.view.convert(content.view.bounds, to: window).size.width == 300)
        root.dismiss(animated: true)
        CATransaction.flush()
        TandemAnimationClock.advance(by: PopoverTransitionAnimator.duration / 2)
        #expect(card.window === window && (card.layer.presentation()?.opacity ?? 1) < 1)
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(root.presentedViewController == nil && card.window == nil)
    }
}
