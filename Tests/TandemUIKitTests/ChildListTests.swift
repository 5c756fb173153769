import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

/// Subviews and sublayers leave their parent in constant time (the slot
/// a child leaves is closed up later): whatever the order of removals,
/// insertions and moves, the children read back are the ones a plain
/// array would hold, views and layers stay in the same order, and a
/// child that left is released at once.
@MainActor
@Suite struct ChildListTests {
    /// A small deterministic generator (the tests must not vary from run to run).
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func layersMatchViews(_ container: UIView) -> Bool {
        (container.layer.sublayers ?? []).map(ObjectIdentifier.init)
            == container.subviews.map { ObjectIdentifier($0.layer) }
    }

    @Test func viewsRemovedFrontToBackAndOutOfOrderLeaveTheOthersInOrder() {
        let container = UIView()
        let views = (0..<100).map { _ in UIView() }
        for view in views { container.addSubview(view) }
        // Front to back, every third one, without reading the subviews in between.
        for index in stride(from: 0, to: 100, by: 3) { views[index].removeFromSuperview() }
        // Then a few from the back and the middle.
        for index in [98, 50, 52, 1] { views[index].removeFromSuperview() }
        let expected = views.indices.filter { $0 % 3 != 0 && ![98, 50, 52, 1].contains($0) }
        #expect(container.subviews.map { views.firstIndex(of: $0)! } == expected)
        #expect(layersMatchViews(container))
        #expect(views.allSatisfy { ($0.superview === container) == expected.contains(views.firstIndex(of: $0)!) })
    }

    @Test func aViewThatLeftIsReleasedAtOnce() {
        let container = UIView()
        for _ in 0..<5 { container.addSubview(UIView()) }
        weak var leaving: UIView?
        do {
            let view = UIView()
            leaving = view
            container.insertSubview(view, at: 2)
            container.addSubview(UIView())
        }
        #expect(leaving != nil)
        leaving?.removeFromSuperview()
        // Its slot is not closed up yet (nothing read the subviews), but nothing holds it.
        #expect(leaving == nil)
        #expect(container.subviews.count == 6)
        weak var layer: CALayer?
        do {
            let sublayer = CALayer()
            layer = sublayer
            container.layer.insertSublayer(sublayer, at: 0)
            container.layer.addSublayer(CALayer())
        }
        layer?.removeFromSuperlayer()
        #expect(layer == nil)
        #expect(container.layer.sublayers?.count == 7)
    }

    @Test func aViewLeavingOneContainerForAnotherLeavesBothInOrder() {
        let first = UIView(), second = UIView()
        let views = (0..<8).map { _ in UIView() }
        for view in views { first.addSubview(view) }
        views[2].removeFromSuperview()
        second.addSubview(views[5])  // leaves `first`, whose slots are not closed up yet
        second.addSubview(views[2])
        second.insertSubview(views[0], at: 0)
        views[5].removeFromSuperview()
        first.addSubview(views[5])
        #expect(first.subviews.map { views.firstIndex(of: $0)! } == [1, 3, 4, 6, 7, 5])
        #expect(second.subviews.map { views.firstIndex(of: $0)! } == [0, 2])
        #expect(layersMatchViews(first))
        #expect(layersMatchViews(second))
    }

    /// Random removals, insertions, moves, exchanges and reads on two
    /// containers against two plain arrays.
    @Test func randomChangesMatchAPlainArray() {
        var generator = Generator(state: 12_345)
        let containers = [UIView(), UIView()]
        var models: [[UIView]] = [[], []]
        var pool = (0..<60).map { _ in UIView() }
        func check() {
            for side in 0..<2 {
                #expect(containers[side].subviews.map(ObjectIdentifier.init) == models[side].map(ObjectIdentifier.init))
                #expect(layersMatchViews(containers[side]))
            }
        }
        for _ in 0..<2_000 {
            let side = generator.next(2)
            let container = containers[side]
            switch generator.next(7) {
            case 0, 1:
                // Add (from the pool or from the other container) at a random index.
                let view: UIView
                if !pool.isEmpty, generator.next(2) == 0 {
                    view = pool.removeLast()
                } else if !models[1 - side].isEmpty {
                    view = models[1 - side].remove(at: generator.next(models[1 - side].count))
                } else {
                    continue
                }
                let index = generator.next(models[side].count + 1)
                container.insertSubview(view, at: index)
                models[side].insert(view, at: index)
            case 2, 3:
                guard !models[side].isEmpty else { continue }
                let view = models[side].remove(at: generator.next(models[side].count))
                view.removeFromSuperview()
                pool.append(view)
            case 4:
                // A move within the container.
                guard !models[side].isEmpty else { continue }
                let view = models[side].remove(at: generator.next(models[side].count))
                let index = generator.next(models[side].count + 1)
                container.insertSubview(view, at: index)
                models[side].insert(view, at: index)
            case 5:
                guard models[side].count >= 2 else { continue }
                let a = generator.next(models[side].count), b = generator.next(models[side].count)
                container.exchangeSubview(at: a, withSubviewAt: b)
                models[side].swapAt(a, b)
            default:
                check()
            }
        }
        check()
        for side in 0..<2 {
            #expect(models[side].allSatisfy { $0.superview === containers[side] })
        }
        #expect(pool.allSatisfy { $0.superview == nil })
    }

    @Test func randomLayerChangesMatchAPlainArray() {
        var generator = Generator(state: 987)
        let parent = CALayer()
        var model: [CALayer] = []
        var pool = (0..<40).map { _ in CALayer() }
        for step in 0..<1_500 {
            switch generator.next(4) {
            case 0, 1:
                guard !pool.isEmpty else { continue }
                let layer = pool.removeLast()
                let index = generator.next(model.count + 1)
                parent.insertSublayer(layer, at: UInt32(index))
                model.insert(layer, at: index)
            case 2:
                guard !model.isEmpty else { continue }
                let layer = model.remove(at: generator.next(model.count))
                layer.removeFromSuperlayer()
                pool.append(layer)
            default:
                guard !model.isEmpty else { continue }
                let layer = model.remove(at: generator.next(model.count))
                let index = generator.next(model.count + 1)
                parent.insertSublayer(layer, at: UInt32(index))
                model.insert(layer, at: index)
            }
            if step % 7 == 0 {
                #expect((parent.sublayers ?? []).map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
            }
        }
        #expect((parent.sublayers ?? []).map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
        #expect(model.allSatisfy { $0.superlayer === parent })
    }

    /// Views that left still draw nothing and take no touches, before
    /// anything closed up their slots.
    @Test func viewsThatLeftNeitherDrawNorTakeTouches() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        container.backgroundColor = .white
        let colors: [UIColor] = [.red, .green, .blue, .black]
        let views = colors.enumerated().map { index, color in
            let view = UIView(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10))
            view.backgroundColor = color
            container.addSubview(view)
            return view
        }
        views[1].removeFromSuperview()
        #expect(container.hitTest(CGPoint(x: 15, y: 5), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 25, y: 5), with: nil) === views[2])
        views[2].removeFromSuperview()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: container.bounds.size, format: format).image { context in
            container.layer.render(in: context.cgContext)
        }
        #expect(image.pixel(5, 5) == RGBA(255, 0, 0, 255))
        #expect(image.pixel(15, 5) == RGBA(255, 255, 255, 255))
        #expect(image.pixel(25, 5) == RGBA(255, 255, 255, 255))
        #expect(image.pixel(35, 5) == RGBA(0, 0, 0, 255))
    }
}
