//
//  SharePresenter.swift
//  Notes
//
//  Sharing goes straight to UIActivityViewController for now; the router comes with "share as PDF".
//

import Foundation

final class SharePresenter {

    weak var view: ShareView?
    private let note: Note

    init(note: Note) {
        self.note = note
    }

    func viewDidLoad() {
        view?.showActivities(for: ["\(note.title)\n\n\(note.body)"])
    }
}
