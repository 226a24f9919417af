//
//  BoatPhotosPresenter.swift
//  Harbor
//

import UIKit

final class BoatPhotosPresenter {

    private weak var view: BoatPhotosViewProtocol?
    private let interactor: BoatPhotosInteractorInput
    private let router: BoatPhotosRouterProtocol
    private let boatID: String
    private var sections: [[ListItem]] = []

    init(view: BoatPhotosViewProtocol, interactor: BoatPhotosInteractorInput, router: BoatPhotosRouterProtocol, boatID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.boatID = boatID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension BoatPhotosPresenter: BoatPhotosPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapShowAddPhotoOptions() {
        router.showAddPhotoOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Take photo", comment: ""), style: .default) { [weak self] _ in
                self?.router.takePhoto()
            },
            UIAlertAction(title: NSLocalizedString("Choose from library", comment: ""), style: .default) { [weak self] _ in
                self?.router.pickPhotos()
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }

    func didTapTakePhoto() {
        router.takePhoto()
    }

    func didTapPickPhotos() {
        router.pickPhotos()
    }

    func didSelectPhoto(at index: Int) {
        guard let item = item(in: 0, at: index), let url = item.imageURL else { return }
        router.openPhoto(imageURL: url)
    }

    func didPick(images: [UIImage]) {
        guard !images.isEmpty else { return }
        sections.append(images.indices.map { ListItem(id: "photo-\($0)", title: "New photo") })
        view?.display(sections: sections)
    }
}

extension BoatPhotosPresenter: BoatPhotosInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
