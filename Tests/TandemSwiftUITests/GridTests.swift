import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A grid row made by a custom view, as apps factor their rows.
private struct GridTestRow: View {
    let color: Color
    let width: CGFloat

    var body: some View {
        GridRow {
            color.frame(width: width, height: 10)
            Color.gray.frame(width: 10, height: 10)
        }
    }
}

/// What a changing grid shows: a row that comes and goes, a span that changes.
private final class GridModel: ObservableObject {
    @Published var showsSecondRow = false
    @Published var span = 1
}

private struct ChangingGrid: View {
    @ObservedObject var model: GridModel

    var body: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10).gridCellColumns(model.span)
                Color.green.frame(width: 30, height: 10)
            }
            if model.showsSecondRow {
                GridRow {
                    Color.blue.frame(width: 50, height: 10)
                    Color.orange.frame(width: 15, height: 10)
                }
            }
        }
    }
}

/// `Grid`, `GridRow` and the cell modifiers: the frames SwiftUI's grid gives.
@MainActor
@Suite struct GridTests {
    /// The frames of the views filled with `colors`, relative to the first one's origin.
    private func frames<V: View>(_ view: V, _ colors: [UIColor], width: CGFloat = 400) throws -> [CGRect] {
        let (controller, window) = host(view, width: width)
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        let found = try colors.map { try #require(root.frame(ofColor: $0)) }
        let origin = found[0].origin
        return found.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 50, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 60, height: 10)
                Color.orange.frame(width: 20, height: 30)
            }
        }
        #expect(
            try frames(grid, [.systemRed, .systemGreen, .systemBlue, .systemOrange]) == [
                CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 70, y: 0, width: 50, height: 20),
                CGRect(x: 0, y: 25, width: 60, height: 10), CGRect(x: 70, y: 25, width: 20, height: 30),
            ])
        #expect(
            UIHostingController(rootView: grid).sizeThatFits(in: CGSize(width: 400, height: 800))
                == CGSize(width: 120, height: 55))
    }

    @Test func cellsAreCenteredByDefaultAndAlignedByTheirRowAndColumn() throws {
        let centered = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 20)
                Color.green.frame(width: 40, height: 40)
            }
            GridRow {
                Color.blue.frame(width: 40, height: 10)
            }
        }
        #expect(
            try frames(centered, [.systemRed, .systemGreen, .systemBlue]) == [
                CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 30, y: -10, width: 40, height: 40),
                CGRect(x: -10, y: 30, width: 40, height: 10),
            ])
        let aligned = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 20, height: 20)
                Color.green.frame(width: 40, height: 40)
            }
            GridRow {
                Color.blue.frame(width: 40, height: 10).gridColumnAlignment(.trailing)
                Color.orange.frame(width: 10, height: 10)
            }
        }
        // The red cell sits on the row's bottom; the blue cell's column is
        // trailing-aligned, which moves the red cell above it too.
        #expect(
            try frames(aligned, [.systemRed, .systemGreen, .systemBlue, .systemOrange]) == [
                CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 20, y: -20, width: 40, height: 40),
                CGRect(x: -20, y: 20, width: 40, height: 10), CGRect(x: 35, y: 20, width: 10, height: 10),
            ])
    }

    @Test func aViewOutsideARowSpansEveryColumnAndAFlexibleOneWidensTheGrid() throws {
        func grid(unsized: Bool) -> some View {
            Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 30, height: 10)
                    Color.green.frame(width: 50, height: 10)
                }
                Color.blue.frame(height: 10).gridCellUnsizedAxes(unsized ? .horizontal : [])
            }
        }
        // Unsized, the blue row takes the width the columns make.
        #expect(
            try frames(grid(unsized: true), [.systemRed, .systemGreen, .systemBlue]) == [
                CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 30, y: 0, width: 50, height: 10),
                CGRect(x: 0, y: 10, width: 80, height: 10),
            ])
        // Sized, it makes the grid as wide as offered: the columns share the rest evenly.
        #expect(
            try frames(grid(unsized: false), [.systemRed, .systemGreen, .systemBlue]) == [
                CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 190, y: 0, width: 50, height: 10),
                CGRect(x: 0, y: 10, width: 400, height: 10),
            ])
    }

    @Test func aCellAcrossColumnsTakesTheirWidthAndAnAnchorPlacesACell() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 50, height: 10)
                Color.blue.frame(width: 20, height: 20)
            }
            GridRow {
                Color.orange.frame(maxWidth: .infinity).frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(
                    .horizontal)
                Color.purple.frame(width: 5, height: 5).gridCellAnchor(.bottomTrailing)
            }
        }
        #expect(
            try frames(grid, [.systemBlue, .systemOrange, .systemPurple]) == [
                CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: -100, y: 20, width: 90, height: 10),
                CGRect(x: 15, y: 25, width: 5, height: 5),
            ])
    }

    @Test func aFlexibleColumnTakesTheWidthTheOthersLeave() throws {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(height: 10)
            }
        }
        .frame(width: 300)
        #expect(
            try frames(grid, [.systemRed, .systemBlue]) == [
                CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 58, y: 0, width: 242, height: 10),
            ])
    }

    @Test func rowsFromForEachAndCustomViewsAreRowsOfTheGrid() throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach([20, 40], id: \.self) { width in
                GridTestRow(color: width == 20 ? .red : .green, width: CGFloat(width))
            }
            GridTestRow(color: .blue, width: 30)
        }
        #expect(
            try frames(grid, [.systemRed, .systemGreen, .systemBlue]) == [
                CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 0, y: 10, width: 40, height: 10),
                CGRect(x: 0, y: 20, width: 30, height: 10),
            ])
        // The gray cells are in the second column, 40 points in.
        let (controller, window) = host(grid)
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        let gray = UIColor.systemGray.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let red = try #require(root.frame(ofColor: .systemRed))
        let grays = root.allSubviews.filter { $0.backgroundColor == gray }.map { root.frame(of: $0).minX - red.minX }
        #expect(grays == [40, 40, 40])
    }

    @Test func aModifierOnARowGoesToEachOfItsCells() throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10)
                Color.green.frame(width: 30, height: 10)
            }
            .padding(5)
            // A custom view whose body is a row: the padding reaches its cells too.
            GridTestRow(color: .blue, width: 40).padding(1)
        }
        #expect(
            try frames(grid, [.systemRed, .systemGreen, .systemBlue, .systemGray]) == [
                CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 42, y: 0, width: 30, height: 10),
                CGRect(x: -4, y: 16, width: 40, height: 10), CGRect(x: 38, y: 16, width: 10, height: 10),
            ])
    }

    @Test func aRowThatComesAndASpanThatChangesMoveTheCells() throws {
        let model = GridModel()
        let (controller, window) = host(ChangingGrid(model: model))
        defer { window.isHidden = true }
        let view = try #require(controller.view)
        func greenOffset() throws -> CGFloat {
            view.layoutIfNeeded()
            return try #require(view.frame(ofColor: .systemGreen)).minX - #require(view.frame(ofColor: .systemRed)).minX
        }
        #expect(try greenOffset() == 20)
        // The new row's blue cell widens the first column.
        model.showsSecondRow = true
        #expect(try greenOffset() == 50)
        // Across two columns, the red cell puts the green one in the third.
        model.span = 2
        #expect(try greenOffset() == 65)
        model.showsSecondRow = false
        model.span = 1
        #expect(try greenOffset() == 20)
    }

    @Test func badSpacingAndSpansAreRecoveredFrom() throws {
        var size = CGSize.zero
        let messages = diagnostics {
            let grid = Grid(horizontalSpacing: .nan, verticalSpacing: -5) {
                GridRow {
                    Color.red.frame(width: 30, height: 10).gridCellColumns(-3)
                    Color.green.frame(width: 50, height: 10)
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            size = UIHostingController(rootView: grid).sizeThatFits(in: CGSize(width: 400, height: 800))
        }
        #expect(messages.contains { $0.contains("Invalid grid spacing") })
        // A span beyond any grid's columns is cut to the most a grid has.
        var spanned = CGSize.zero
        let spanMessages = diagnostics {
            let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 30, height: 10).gridCellColumns(.max)
                    Color.green.frame(width: 50, height: 10)
                }
            }
            spanned = UIHostingController(rootView: grid).sizeThatFits(in: CGSize(width: 400, height: 800))
        }
        #expect(spanMessages.contains { $0.contains("spans 1000 columns") })
        #expect(abs(spanned.width - 80) < 0.001 && spanned.height == 10)
        // No spacing between the columns; rows overlapping by 5, as a stack's do.
        #expect(size == CGSize(width: 80, height: 15))
    }
}
