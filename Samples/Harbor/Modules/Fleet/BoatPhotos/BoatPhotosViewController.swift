//
//  BoatPhotosViewController.swift
//  Harbor
//

import PhotosUI
import UIKit

final class BoatPhotosViewController: UIViewController {

    var presenter: BoatPhotosPresenterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var sections: [[ListItem]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Photos", comment: "")
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: [
                UIAction(title: NSLocalizedString("Add Photo Options", comment: "")) { [weak self] _ in self?.presenter.didTapShowAddPhotoOptions() },
                UIAction(title: NSLocalizedString("Take photo", comment: "")) { [weak self] _ in self?.presenter.didTapTakePhoto() },
                UIAction(title: NSLocalizedString("Pick photos", comment: "")) { [weak self] _ in self?.presenter.didTapPickPhotos() },
            ])
        )
        presenter.viewDidLoad()
    }
}

extension BoatPhotosViewController: BoatPhotosViewProtocol {
    func display(sections: [[ListItem]]) {
        self.sections = sections
        tableView.reloadData()
    }

    func display(error message: String) {
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        tableView.backgroundView = label
    }
}

extension BoatPhotosViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let item = sections[indexPath.section][indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = item.subtitle
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.section < 1 ? .disclosureIndicator : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch indexPath.section {
        case 0: presenter.didSelectPhoto(at: indexPath.row)
        default: break
        }
    }
}

extension BoatPhotosViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
        guard let image = info[.originalImage] as? UIImage else { return }
        presenter.didPick(images: [image])
    }
}

extension BoatPhotosViewController: PHPickerViewControllerDelegate {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        PhotoLoader.images(from: results) { [weak self] images in
            self?.presenter.didPick(images: images)
        }
    }
}
