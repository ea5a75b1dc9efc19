import SwiftUI

extension ContainerValues {
    /// When the entry happened; the timeline prints it beside the dot.
    @Entry var eventDate: Date? = nil
}

/// A vertical timeline: a dot and a connecting line beside every entry, the line left out
/// after the last one.
struct Timeline<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(subviews: content) { entries in
                ForEach(entries) { entry in
                    HStack(alignment: .top, spacing: 12) {
                        VStack(spacing: 0) {
                            Circle()
                                .fill(Color.accentColor)
                                .frame(width: 10, height: 10)
                            if entry.id != entries.last?.id {
                                Rectangle()
                                    .fill(Color.secondary.opacity(0.4))
                                    .frame(width: 2)
                                    .frame(maxHeight: .infinity)
                            }
                        }
                        VStack(alignment: .leading, spacing: 2) {
                            if let date = entry.containerValues.eventDate {
                                Text(date, format: .dateTime.month().day())
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            entry
                        }
                        .padding(.bottom, 16)
                    }
                }
            }
        }
    }
}

struct ReleaseHistory: View {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        Timeline {
            Text("Project started")
                .containerValue(\.eventDate, start)
            Text("First beta")
                .containerValue(\.eventDate, start.addingTimeInterval(86_400 * 30))
            Text("1.0 shipped")
        }
        .padding()
    }
}
