extension View {
    /// Records the lifecycle of every representable in this view into
    /// `trace`: make, update with its causes, reset and reuse, dismantle,
    /// leak-check findings and (with ``RepresentableTrace/includesSizing``)
    /// sizing explanations. A Tandem addition; `nil` stops tracing here.
    public func representableTrace(_ trace: RepresentableTrace?) -> some View {
        environment(\.representableTrace, trace.map { RepresentableTraceReference(trace: $0) })
    }
}
