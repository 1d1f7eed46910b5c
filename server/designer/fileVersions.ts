import type { Db } from '../core/Db';
import type { DeclaredTable } from '../declared/readTableDeclarations';
import { jsonDiff } from '../../protocol/jsonDiff';
import { currentDesigns } from './designedTables';
import { DESIGN_VERSIONS } from './designerMigrations';

/**
 * Declaration files that arrived for tables made in the designer, at start-up: each is stored as
 * its table's next version (its author the file's path, its difference from the version before,
 * the menu entry kept), so the table's history goes on; from then on the file manages the table.
 * A file that says what the latest version says adds nothing, so each start-up may read the same
 * files again. Answers the tables it gave a version.
 */
export const fileVersions = async (db: Db, files: readonly DeclaredTable[], pathOf: (file: string) => string): Promise<string[]> => {
    const byTable = new Map(files.map(file => [file.declaration.table, file]));
    const versioned: string[] = [];
    for (const design of await currentDesigns(db)) {
        const file = byTable.get(design.name);
        if (!file) continue;
        // As the designer stores a declaration: its JSON (keys without a value are not there).
        const declaration = JSON.parse(JSON.stringify(file.declaration)) as Record<string, unknown>;
        const diff = jsonDiff({ declaration: design.declaration, entry: design.entry }, { declaration, entry: design.entry });
        if (!diff.length) continue;
        await db.query(
            `INSERT INTO ${DESIGN_VERSIONS} (name, version, action, declaration, entry, diff, author_id, author, create_time)
             VALUES ($1, $2, 'file', $3, $4, $5, NULL, $6, extract(epoch from now())::bigint)`,
            [design.name, design.version + 1, JSON.stringify(declaration), JSON.stringify(design.entry), JSON.stringify(diff), pathOf(file.file)]
        );
        versioned.push(design.name);
    }
    return versioned;
};
