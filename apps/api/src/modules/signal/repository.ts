import type { Database } from '../../db/database';

export interface OrganisationRow {
  domain: string;
  name: string;
  login_url: string;
}

export class OrganisationRepository {
  constructor(private readonly db: Database) {}

  async byDomain(domain: string): Promise<OrganisationRow | null> {
    const rows = await this.db.query<OrganisationRow>('SELECT domain, name, login_url FROM organisations WHERE domain = $1', [domain]);
    return rows[0] ?? null;
  }
}
