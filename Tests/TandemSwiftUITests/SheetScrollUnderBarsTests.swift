import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemUIKit

/// A sheet whose content is a navigation stack around a form, as iExpense's "Add" screen is.
private struct AddSheetHost: View {
    @State private var showing = true
    @State private var name = ""

    var body: some View {
        Text("Main")
            .sheet(isPresented: $showing) {
                NavigationStack {
                    Form {
                        TextField("Name", text: $name)
                        Text("Type")
                    }
                    .navigationTitle("Add new expense")
                }
            }
    }
}

@MainActor
@Suite struct SheetScrollUnderBarsTests {
    @Test func aFormInASheetsNavigationStackStartsBelowTheBar() throws {
        let (controller, window) = host(AddSheetHost(), width: 390, height: 844)
        defer { window.isHidden = true }
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(controller.presentedViewController)
        let bar = try #require(sheet.view.allSubviews.compactMap { $0 as? UINavigationBar }.first)
        let field = try #require(sheet.view.allSubviews.compactMap { $0 as? UITextField }.first)
        let barBottom = bar.convert(bar.bounds, to: nil).maxY
        #expect(field.convert(field.bounds, to: nil).minY > barBottom, "the first row is below the bar, not under it")
    }
}
