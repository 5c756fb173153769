import Foundation
import TandemReactive
import TandemSwiftUI
import TandemUIKit

// A style set around a list's rows changes (a foreground style, as a
// screen's highlight sets it): every row's text is redrawn in the new
// color, none changes size. Next to the same change written by hand.
extension SwiftUISuite {
    /// The foreground style set around the rows.
    final class RestyleStore: ObservableObject {
        @Published var highlighted = false
    }

    struct RestyledRowsView: View {
        @ObservedObject var store: RestyleStore
        let rows: [Row]

        var body: some View {
            VStack(spacing: 0) {
                ForEach(rows) { row in
                    HStack {
                        Text(row.label)
                        Spacer()
                    }
                    .frame(height: 30)
                }
            }
            .foregroundStyle(store.highlighted ? Color.red : Color.primary)
        }
    }

    /// The hand-written side: every row's label gets the new color.
    @MainActor
    static func restyle(_ list: HandWrittenRows, highlighted: Bool) {
        for cell in list.cells { cell.label.textColor = highlighted ? .systemRed : .label }
        list.setNeedsLayout()
    }

    /// Restyling 1,000 rows through their environment, on fresh lists, next to the hand-written recoloring.
    @MainActor
    static func restyledRows() {
        var swiftUITimes: [Double] = [], uiKitTimes: [Double] = []
        for _ in 0..<10 {
            let store = RestyleStore()
            let controller = UIHostingController(rootView: RestyledRowsView(store: store, rows: makeRows(1_000)))
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            controller.view.layoutIfNeeded()
            swiftUITimes.append(timeChange(of: controller.view) { store.highlighted = true })
            let handWritten = handWrittenList(rows: 1_000)
            uiKitTimes.append(timeChange(of: handWritten) { restyle(handWritten, highlighted: true) })
        }
        reportSideBySide(
            "rows: restyle 1,000 rows through their environment", n: 1_000, swiftUI: swiftUITimes, uiKit: uiKitTimes)
    }
}
