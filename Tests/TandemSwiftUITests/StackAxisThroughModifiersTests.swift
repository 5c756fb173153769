import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A `Spacer` or `Divider` takes its axis from the stack it is in through
/// the modifiers around it, which are not containers: apps write
/// `Divider().frame(height: 40)` in an `HStack` for a vertical line 40
/// points tall, and `Spacer().frame(width: 20)` for a fixed gap in a row.
/// Only a container (a stack, a custom layout, a scroll view) decides the
/// axis of the views it lays out.
@MainActor
@Suite struct StackAxisThroughModifiersTests {
    /// The hairline a divider is, in `window`'s pixels.
    private func hairline(in window: UIWindow) -> CGFloat { 1 / window.traitCollection.displayScale }

    @Test func aFramedDividerInAnHStackIsAVerticalLineOfTheFramesHeight() throws {
        let (controller, window) = host(
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                Divider().frame(height: 40)
                Color.blue.frame(width: 50, height: 20)
            })
        defer { window.isHidden = true }
        let view = try #require(controller.view)
        let line = try #require(view.frame(ofColor: .separator))
        #expect(line.size == CGSize(width: hairline(in: window), height: 40))
        let red = try #require(view.frame(ofColor: .systemRed))
        let blue = try #require(view.frame(ofColor: .systemBlue))
        // The line sits between the colors, which it does not push apart.
        #expect(line.minX == red.maxX)
        #expect(blue.minX == line.maxX)
        #expect(
            controller.sizeThatFits(in: CGSize(width: 400, height: 800)) == CGSize(width: 100 + line.width, height: 40))
    }

    @Test func aPaddedDividerInAnHStackIsAVerticalLineInsideThePadding() throws {
        let (controller, window) = host(
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                Divider().padding(.vertical, 10)
                Color.blue.frame(width: 50, height: 20)
            }
            .frame(height: 60))
        defer { window.isHidden = true }
        let view = try #require(controller.view)
        let line = try #require(view.frame(ofColor: .separator))
        let red = try #require(view.frame(ofColor: .systemRed))
        #expect(line.size == CGSize(width: hairline(in: window), height: 40))
        // Centered on the colors: 10 points of padding above and below.
        #expect(line.midY == red.midY)
    }

    @Test func aFramedSpacerInAnHStackIsAGapAsTallAsTheRow() {
        let (controller, window) = host(
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                Spacer().frame(width: 20)
                Color.blue.frame(width: 50, height: 20)
            })
        defer { window.isHidden = true }
        // Not as tall as offered: the spacer grows along the row alone.
        #expect(controller.sizeThatFits(in: CGSize(width: 400, height: 800)) == CGSize(width: 120, height: 20))
    }

    @Test func aFramedSpacerInAVStackIsAGapAsWideAsTheColumn() {
        let (controller, window) = host(
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20)
                Spacer().frame(height: 30)
                Color.blue.frame(width: 50, height: 20)
            })
        defer { window.isHidden = true }
        #expect(controller.sizeThatFits(in: CGSize(width: 400, height: 800)) == CGSize(width: 50, height: 70))
    }

    @Test func aDividerOutsideAStackIsHorizontalAndAContainerDecidesForItsViews() throws {
        let separator = UIColor.separator.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        func lines<V: View>(_ view: V) throws -> ([CGSize], UIWindow) {
            let (controller, window) = host(view)
            let root = try #require(controller.view)
            return (root.allSubviews.filter { $0.backgroundColor == separator }.map { root.frame(of: $0).size }, window)
        }
        let (alone, first) = try lines(Divider().frame(width: 100))
        defer { first.isHidden = true }
        #expect(alone == [CGSize(width: 100, height: hairline(in: first))])
        // A custom layout has no stack axis: its views have none, in an HStack too.
        let (inLayout, second) = try lines(HStack(spacing: 0) { LeadingGuideLayout { Divider().frame(width: 80) } })
        defer { second.isHidden = true }
        #expect(inLayout == [CGSize(width: 80, height: hairline(in: second))])
    }
}
