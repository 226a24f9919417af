//
//  NotesListPresenter.swift
//  Notes
//

import UIKit

protocol NotesListViewToPresenter: AnyObject {
    func viewDidLoad()
    func didSelectNote(at index: Int)
    func didTapCompose()
    func didTapFolders()
    func didTapSettings()
    func didTapShare(at index: Int, sourceView: UIView?)
}

protocol NotesListInteractorToPresenter: AnyObject {
    func notesDidChange(_ notes: [Note], folder: Folder?)
}

final class NotesListPresenter: Presentable {

    typealias View = NotesListPresenterToView
    typealias Interactor = NotesListPresenterToInteractor
    typealias Router = NotesListPresenterToRouter

    weak var view: View?
    var interactor: Interactor?
    var router: Router?

    private var notes: [Note] = []
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()
}

extension NotesListPresenter: NotesListViewToPresenter {

    func viewDidLoad() {
        interactor?.loadNotes()
    }

    func didSelectNote(at index: Int) {
        router?.navigateToNote(notes[index])
    }

    func didTapCompose() {
        guard let note = interactor?.createNote() else { return }
        router?.navigateToNote(note)
    }

    func didTapFolders() {
        router?.navigateToFolders(delegate: self)
    }

    func didTapSettings() {
        router?.navigateToSettings()
    }

    func didTapShare(at index: Int, sourceView: UIView?) {
        router?.navigateToShare(notes[index], from: sourceView)
    }
}

extension NotesListPresenter: NotesListInteractorToPresenter {

    func notesDidChange(_ notes: [Note], folder: Folder?) {
        self.notes = notes
        view?.showFolderName(folder?.name)
        view?.show(notes.map { .init(id: $0.id, title: $0.title, subtitle: dateFormatter.string(from: $0.updatedAt)) })
    }
}

extension NotesListPresenter: FoldersModuleDelegate {

    func foldersModule(didPick folder: Folder?) {
        interactor?.select(folder: folder)
    }
}
