/// A layout value the graph can compare field by field, so that a container
/// re-evaluated with the same parameters lays nothing out again. (Comparing
/// their bytes is not enough: alignment guides leave padding between fields.)
@MainActor
protocol LayoutComparable {
    func isSameLayout(as other: Self) -> Bool
}

extension HStackLayout: LayoutComparable {
    func isSameLayout(as other: HStackLayout) -> Bool { alignment == other.alignment && spacing == other.spacing }
}

extension VStackLayout: LayoutComparable {
    func isSameLayout(as other: VStackLayout) -> Bool { alignment == other.alignment && spacing == other.spacing }
}

extension ZStackLayout: LayoutComparable {
    func isSameLayout(as other: ZStackLayout) -> Bool { alignment == other.alignment }
}

extension SecondaryLayout: LayoutComparable {
    func isSameLayout(as other: SecondaryLayout) -> Bool {
        alignment == other.alignment && contentIndex == other.contentIndex
    }
}

extension _FrameLayout: LayoutComparable {
    func isSameLayout(as other: _FrameLayout) -> Bool {
        width == other.width && height == other.height && alignment == other.alignment
    }
}

extension _FlexFrameLayout: LayoutComparable {
    func isSameLayout(as other: _FlexFrameLayout) -> Bool {
        minWidth == other.minWidth && idealWidth == other.idealWidth && maxWidth == other.maxWidth
            && minHeight == other.minHeight && idealHeight == other.idealHeight && maxHeight == other.maxHeight
            && alignment == other.alignment
    }
}

extension _PaddingLayout: LayoutComparable {
    func isSameLayout(as other: _PaddingLayout) -> Bool { edges == other.edges && insets == other.insets }
}

extension _FixedSizeLayout: LayoutComparable {
    func isSameLayout(as other: _FixedSizeLayout) -> Bool {
        horizontal == other.horizontal && vertical == other.vertical
    }
}

extension _OffsetEffect: LayoutComparable {
    func isSameLayout(as other: _OffsetEffect) -> Bool { offset == other.offset }
}

extension PositionLayout: LayoutComparable {
    func isSameLayout(as other: PositionLayout) -> Bool { position == other.position }
}

extension SpacerLayout: LayoutComparable {
    func isSameLayout(as other: SpacerLayout) -> Bool { minLength == other.minLength && axis == other.axis }
}

extension ScrollLayout: LayoutComparable {
    func isSameLayout(as other: ScrollLayout) -> Bool { axes == other.axes && scrollView === other.scrollView }
}

extension AspectRatioLayout: LayoutComparable {
    func isSameLayout(as other: AspectRatioLayout) -> Bool { ratio == other.ratio && contentMode == other.contentMode }
}

extension PassthroughLayout: LayoutComparable {
    func isSameLayout(as other: PassthroughLayout) -> Bool { true }
}
