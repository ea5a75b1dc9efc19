import Foundation

/// SwiftUI's file importer and exporter panels. A render or a terminal app shows no system
/// panel and picks no file, so each modifier has no effect on text: the view is drawn as it
/// is, `isPresented` is left as the app set it, and the completion and cancellation closures
/// are never called. Read and write files with Foundation instead.
nonisolated extension View {
    /// Would let the user pick one file of `allowedContentTypes`: no effect on text.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        self
    }

    /// Would let the user pick files of `allowedContentTypes`: no effect on text.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View {
        self
    }

    /// Would let the user pick files of `allowedContentTypes`, or cancel: no effect on text.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        self
    }

    /// Would save `document` as `contentType`: no effect on text.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        self
    }

    /// Would save the reference `document` as `contentType`: no effect on text.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        self
    }

    /// Would save `document` as one of `contentTypes`, or cancel: no effect on text.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        self
    }

    /// Would save the reference `document` as one of `contentTypes`, or cancel: no effect on text.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        self
    }

    /// Would save `documents` as `contentType`: no effect on text.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        self
    }

    /// Would save the reference `documents` as `contentType`: no effect on text.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument {
        self
    }

    /// Would save `documents` as one of `contentTypes`, or cancel: no effect on text.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: FileDocument {
        self
    }

    /// Would save the reference `documents` as one of `contentTypes`, or cancel: no effect on text.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: ReferenceFileDocument {
        self
    }

    /// Would save `item` as one of `contentTypes`, or cancel: no effect on text.
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        self
    }

    /// Would save `items` as one of `contentTypes`, or cancel: no effect on text.
    public func fileExporter<C: Collection, T: Transferable>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where T == C.Element {
        self
    }
}
