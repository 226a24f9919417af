//
//  Note.swift
//  Notes
//

import Foundation

struct Note: Identifiable, Codable, Equatable {
    let id: UUID
    var title: String
    var body: String
    var folderID: UUID?
    var tags: [String]
    var attachments: [Attachment]
    var updatedAt: Date
}

struct Attachment: Identifiable, Codable, Equatable {
    enum Kind: String, Codable { case image, pdf, audio }
    let id: UUID
    let kind: Kind
    let fileURL: URL
}

struct Folder: Identifiable, Codable, Equatable {
    let id: UUID
    var name: String
}

final class NotesStore {
    static let shared = NotesStore()
    private(set) var notes: [Note] = []
    private(set) var folders: [Folder] = []

    func notes(in folder: Folder?) -> [Note] {
        guard let folder = folder else { return notes }
        return notes.filter { $0.folderID == folder.id }
    }

    func save(_ note: Note) {
        notes.removeAll { $0.id == note.id }
        notes.insert(note, at: 0)
    }

    func addFolder(named name: String) -> Folder {
        let folder = Folder(id: UUID(), name: name)
        folders.append(folder)
        return folder
    }
}
