import SwiftUI

// Written for this corpus in the idiom of thomas-e-cowern/SwiftUIPlayground,
// "LetsChat/LetsChat/Views/RoomRowView.swift" (no licence given; not copied): a two-line row
// of a view model's name and description.

struct ChatRoom {
    let name: String
    let summary: String
}

struct ChatRoomRow: View {
    let room: ChatRoom

    var body: some View {
        VStack(alignment: .leading) {
            Text(room.name)
                .font(.headline)
            Text(room.summary)
        }
    }
}

struct ChatRoomRow_Previews: PreviewProvider {
    static var previews: some View {
        ChatRoomRow(room: ChatRoom(name: "General", summary: "Anything goes"))
    }
}
