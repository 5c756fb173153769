import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `scrollDismissesKeyboard(_:)`, `toolbar(_:for:)`,
/// `presentationDragIndicator(_:)` and `presentationCornerRadius(_:)`:
/// what the UIKit scroll views, navigation controllers and sheets under a
/// view are set to.
@MainActor
@Suite struct ScrollAndBarModifierTests {
    @Test func scrollViewsAndListsTakeTheKeyboardDismissMode() throws {
        let (controller, window) = host(
            VStack {
                ScrollView { Text("Default") }
                ScrollView { Text("Immediately") }.scrollDismissesKeyboard(.immediately)
                ScrollView { Text("Interactively") }.scrollDismissesKeyboard(.interactively)
                ScrollView { Text("Never") }.scrollDismissesKeyboard(.never)
                List { Text("Row") }.scrollDismissesKeyboard(.immediately)
            })
        defer { window.isHidden = true }
        let scrollViews = controller.view.allSubviews.compactMap { $0 as? UIScrollView }
        #expect(
            scrollViews.map(\.keyboardDismissMode) == [.onDrag, .onDrag, .interactive, .none, .onDrag])
        #expect(scrollViews.last is UITableView)
    }

    @Test func scrollViewsBounceAsTheBehaviorSays() throws {
        let (controller, window) = host(
            VStack {
                ScrollView { Text("Default") }
                ScrollView { Text("By size") }.scrollBounceBehavior(.basedOnSize)
                ScrollView(.horizontal) { Text("Wide") }.scrollBounceBehavior(.basedOnSize)
                ScrollView(.horizontal) { Text("Wide by size") }.scrollBounceBehavior(.basedOnSize, axes: .horizontal)
                List { Text("Row") }.scrollBounceBehavior(.basedOnSize)
                List { Text("Row") }.scrollBounceBehavior(.always)
            })
        defer { window.isHidden = true }
        let scrollViews = controller.view.allSubviews.compactMap { $0 as? UIScrollView }
        #expect(scrollViews.map(\.alwaysBounceVertical) == [true, false, false, false, false, true])
        #expect(scrollViews.map(\.alwaysBounceHorizontal) == [false, false, true, false, false, false])
    }

    @Test func toolbarVisibilityHidesTheNavigationBar() throws {
        func barHidden<V: View>(_ content: V) throws -> Bool {
            let (hosting, window) = host(NavigationStack { content })
            defer { window.isHidden = true }
            let navigation = try #require(hosting.children.first as? UINavigationController)
            return navigation.isNavigationBarHidden
        }
        #expect(try barHidden(Text("A").toolbar(.hidden, for: .navigationBar)))
        #expect(try barHidden(Text("A").toolbar(.hidden)))
        #expect(try !barHidden(Text("A").toolbar(.visible, for: .navigationBar)))
        #expect(try !barHidden(Text("A").toolbar(.automatic, for: .navigationBar)))
        // Another bar, or automatic visibility, leaves the navigation bar as it is.
        #expect(try !barHidden(Text("A").toolbar(.hidden, for: .tabBar)))
        #expect(try barHidden(Text("A").toolbar(.hidden, for: .navigationBar).toolbar(.hidden, for: .tabBar)))
        #expect(try barHidden(Text("A").navigationBarHidden(true).toolbar(.automatic)))
        // The innermost setting wins.
        #expect(try !barHidden(Text("A").toolbar(.visible, for: .navigationBar).toolbar(.hidden)))
    }

    private struct SheetHost: View {
        let indicator: Visibility
        let radius: CGFloat?
        let detents: Set<PresentationDetent>
        @State private var showing = true

        var body: some View {
            Text("Under")
                .sheet(isPresented: $showing) {
                    Text("Sheet")
                        .presentationDetents(detents)
                        .presentationDragIndicator(indicator)
                        .presentationCornerRadius(radius)
                }
        }
    }

    private func sheet(
        _ indicator: Visibility, radius: CGFloat?, detents: Set<PresentationDetent> = [.large]
    ) throws -> (UISheetPresentationController, UIWindow) {
        let (hosting, window) = host(SheetHost(indicator: indicator, radius: radius, detents: detents))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let presented = try #require(hosting.presentedViewController)
        return (try #require(presented.sheetPresentationController), window)
    }

    @Test func theSheetTakesItsGrabberAndCorners() throws {
        let (visible, first) = try sheet(.visible, radius: 30)
        defer { first.isHidden = true }
        #expect(visible.prefersGrabberVisible)
        #expect(visible.preferredCornerRadius == 30)
        let (hidden, second) = try sheet(.hidden, radius: -5, detents: [.medium, .large])
        defer { second.isHidden = true }
        #expect(!hidden.prefersGrabberVisible)
        #expect(hidden.preferredCornerRadius == nil, "a negative radius leaves the sheet's own")
        // Automatic shows the grabber when the sheet can rest at more than one height.
        let (several, third) = try sheet(.automatic, radius: nil, detents: [.medium, .large])
        defer { third.isHidden = true }
        #expect(several.prefersGrabberVisible)
        let (one, fourth) = try sheet(.automatic, radius: nil)
        defer { fourth.isHidden = true }
        #expect(!one.prefersGrabberVisible)
    }
}
