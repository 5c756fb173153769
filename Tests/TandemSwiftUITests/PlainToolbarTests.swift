import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A screen whose toolbar is plain views, one shown only while a field is focused.
private struct PlainToolbarScreen: View {
    @State var editing: Bool

    var body: some View {
        NavigationStack {
            Text("Expenses")
                .navigationTitle("iExpense")
                .toolbar {
                    Button("Add Expense", systemImage: "plus") { editing = true }
                    if editing {
                        Button("Done") { editing = false }
                    }
                }
        }
    }
}

/// `toolbar` with plain views puts each in the navigation bar at the
/// trailing end, as a `ToolbarItemGroup` at the automatic placement does.
@MainActor
@Suite struct PlainToolbarTests {
    @Test func plainViewsBecomeTrailingItemsAndFollowState() throws {
        for editing in [false, true] {
            let (hosting, window) = host(PlainToolbarScreen(editing: editing))
            defer { window.isHidden = true }
            let navigation = try #require(hosting.children.first as? UINavigationController)
            let items = try #require(navigation.topViewController?.navigationItem.rightBarButtonItems)
            // UIKit lists right items from the trailing edge: "Done" (when shown), then the symbol button.
            #expect(items.count == (editing ? 2 : 1))
            #expect(items.last?.image != nil, "the label's symbol is what the bar shows")
            if editing { #expect(items.first?.title == "Done") }
        }
    }
}

extension PlainToolbarTests {
    @Test func aBarItemWithAnImageShowsTheImageOnlyNamedByItsTitle() throws {
        let (hosting, window) = host(PlainToolbarScreen(editing: false))
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let bar = navigation.navigationBar
        let button = try #require(bar.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentImage != nil })
        #expect((button.currentTitle ?? "").isEmpty)
        #expect(button.accessibilityLabel == "Add Expense")
        #expect(button.currentImage?.renderingMode == .alwaysTemplate)
    }
}
