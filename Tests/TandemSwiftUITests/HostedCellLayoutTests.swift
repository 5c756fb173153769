import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// A hosted cell lays out its content, margins and background in one node
/// (``HostedCellContent``, ``HostedCellLayout``) exactly as the modifiers
/// that say the same do in three: `frame(maxWidth: .infinity, maxHeight:
/// .infinity, alignment: .leading)`, `padding(margins)`, `background`.
@MainActor
@Suite struct HostedCellLayoutTests {
    /// Every UIKit view in `view`'s window, by type and frame in the root view, in order.
    private func layout<V: View>(of view: V) -> [String] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        return controller.view.allSubviews.map { subview in
            "\(type(of: subview)) \(subview.convert(subview.bounds, to: controller.view))"
        }
    }

    /// The cell's layout and the modifiers' give the same frames for
    /// `content` over `background` under `container` (which proposes
    /// a size, a width only, or nothing).
    private func expectSameLayout<Content: View, Background: View>(
        _ content: Content, _ background: Background, margins: EdgeInsets,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let cell = HostedCellContent(content: content, background: background, margins: margins)
        let modifiers = content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading).padding(margins)
            .background(background)
        // A fixed size, a width with the height left to the content, the ideal size.
        let sized = (
            layout(of: cell.frame(width: 300, height: 120)), layout(of: modifiers.frame(width: 300, height: 120))
        )
        let width = (
            layout(of: cell.frame(width: 220).fixedSize(horizontal: false, vertical: true)),
            layout(of: modifiers.frame(width: 220).fixedSize(horizontal: false, vertical: true))
        )
        let ideal = (layout(of: cell.fixedSize()), layout(of: modifiers.fixedSize()))
        for (mine, theirs) in [sized, width, ideal] {
            #expect(!mine.isEmpty, sourceLocation: sourceLocation)
            #expect(mine == theirs, sourceLocation: sourceLocation)
        }
    }

    private let margins = EdgeInsets(top: 11, leading: 16, bottom: 7, trailing: 20)

    @Test func aTextWithAndWithoutABackground() {
        expectSameLayout(Text("Row"), Color.red, margins: margins)
        expectSameLayout(Text("Row"), AnyView?.none, margins: margins)
        expectSameLayout(Text("Row"), AnyView?.some(AnyView(Color.blue)), margins: margins)
        expectSameLayout(Text("Row"), EmptyView(), margins: margins)
    }

    @Test func aStackAndAWrappingText() {
        let stack = VStack(alignment: .leading) {
            Text("Title")
            Text("A longer subtitle under it")
        }
        expectSameLayout(stack, Color.green, margins: margins)
        let long = String(repeating: "words that wrap ", count: 12)
        expectSameLayout(Text(long), AnyView?.none, margins: margins)
        expectSameLayout(Text(long).padding(3), Color.yellow, margins: EdgeInsets())
    }

    /// The content is leading aligned and centered vertically inside the
    /// margins; the background fills the whole cell.
    @Test func theContentSitsLeadingAndCenteredOverABackgroundThatFillsTheCell() throws {
        let (controller, window) = host(
            HostedCellContent(content: Color.red.frame(width: 50, height: 20), background: Color.blue, margins: margins)
                .frame(width: 300, height: 120))
        defer { window.isHidden = true }
        let frames = controller.view.allSubviews.map { $0.convert($0.bounds, to: controller.view) }
        let cell = CGRect(x: 50, y: 340, width: 300, height: 120)
        #expect(frames.contains(cell))
        let inner = CGRect(x: cell.minX + 16, y: cell.minY + 11, width: 300 - 36, height: 120 - 18)
        #expect(frames.contains(CGRect(x: inner.minX, y: inner.midY - 10, width: 50, height: 20)))
    }
}
